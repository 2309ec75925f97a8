/** The API version Gloss reports; the SDK does not read it, people and tools do. */
export const GLOSS_VERSION = '0.1.0';
