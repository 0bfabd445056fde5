// The site's colours, by name: the theme gives them their roles (src/styles/theme.ts) and the media
// scripts draw with them (scripts/media/). Plain JavaScript with JSDoc so that Node imports it as it is.

export const palette = /** @type {const} */ ({
  /** The page. */
  ink: '#0B0B10',
  /** Raised panels. */
  surface: '#15151D',
  /** Rules and borders. */
  hairline: '#26262F',
  text: '#F3F1EA',
  muted: '#A3A1AC',
  black: '#000000',
  /** The accent. */
  sky: '#5B8CFF',
  warm: '#FFB547',
  green: '#2ED8A7',
  violet: '#7C5CFF',
  coral: '#FF7A59',
  /** Errors. */
  red: '#FF6B5B',
});
