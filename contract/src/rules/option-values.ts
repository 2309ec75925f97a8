/**
 * The values of a question's option list as a set, built once per list and kept while the list lives:
 * a label question may have 50,000 options, and a bulk write checks each of its records' answers and
 * suggestions against them, so a scan of the list per value would cost the write seconds.
 */
const valueSets = new WeakMap<readonly { value: unknown }[], ReadonlySet<unknown>>();

export function optionValueSet(options: readonly { value: unknown }[]): ReadonlySet<unknown> {
  let values = valueSets.get(options);
  if (!values) {
    values = new Set(options.map((option) => option.value));
    valueSets.set(options, values);
  }
  return values;
}
