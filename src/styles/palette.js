// The site's colours, by name: the theme gives them their roles (src/styles/theme.ts) and the media
// scripts draw with them (scripts/media/). Plain JavaScript with JSDoc so that Node imports it as it is.
// One export per colour (read as `import * as palette`), so a build inlines each one it uses.

/** The page. */
export const ink = '#0B0B10';
/** Raised panels. */
export const surface = '#15151D';
/** Rules and borders. */
export const hairline = '#26262F';
export const text = '#F3F1EA';
export const muted = '#A3A1AC';
export const black = '#000000';
/** The accent. */
export const sky = '#5B8CFF';
export const warm = '#FFB547';
export const green = '#2ED8A7';
export const violet = '#7C5CFF';
export const coral = '#FF7A59';
/** Errors. */
export const red = '#FF6B5B';
