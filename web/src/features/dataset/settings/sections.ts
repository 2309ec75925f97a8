/** The parts of the settings page, in order, and the fragment each is reached by. */
export const SETTINGS_SECTIONS = [
  { anchor: 'info', titleKey: 'dataset.settings.info.heading', adminOnly: false },
  { anchor: 'guidelines', titleKey: 'dataset.guidelines.heading', adminOnly: false },
  { anchor: 'distribution', titleKey: 'dataset.settings.distribution.heading', adminOnly: true },
  { anchor: 'fields', titleKey: 'dataset.settings.fields.heading', adminOnly: true },
  { anchor: 'questions', titleKey: 'dataset.settings.questions.heading', adminOnly: true },
  { anchor: 'metadata', titleKey: 'dataset.settings.metadata.heading', adminOnly: true },
  { anchor: 'vectors', titleKey: 'dataset.settings.vectors.heading', adminOnly: true },
] as const;

export type SettingsSectionAnchor = (typeof SETTINGS_SECTIONS)[number]['anchor'];

/** The sections a person sees: annotators get the dataset alone, admins and owners everything. */
export function visibleSections(canManage: boolean) {
  return SETTINGS_SECTIONS.filter((section) => canManage || !section.adminOnly);
}
