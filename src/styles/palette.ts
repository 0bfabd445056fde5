// The site's colours, by name. Their values are data, src/styles/palette.json, which the media tools
// (tools/media/) read as well; the theme gives them their roles (src/styles/theme.ts). One export per
// colour (read as `import * as palette`), so a build inlines each one it uses.
//
// ink: the page. surface: raised panels. hairline: rules and borders. sky: the accent. red: errors.
export {
  ink,
  surface,
  hairline,
  text,
  muted,
  black,
  sky,
  warm,
  green,
  violet,
  coral,
  red,
} from './palette.json';
