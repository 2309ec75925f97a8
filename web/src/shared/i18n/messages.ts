/** The shape every translation must have: the English bundle's keys, each with some string. */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** One feature's strings in every interface language; the type makes a missing key a build error. */
export interface LocaleBundle<T> {
  en: T;
  de: Messages<T>;
  es: Messages<T>;
}

export function defineMessages<T>(bundle: LocaleBundle<T>): LocaleBundle<T> {
  return bundle;
}

/** Every key path of a nested message object (`a.b.c`), for completeness checks. */
export function keyPaths(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value as object, `${prefix}${key}.`),
  );
}
