// The visual language: tokens and the remembered theme choice.
export { themeTokens, baseStyles, LIGHT, DARK, SCALE } from './tokens.js';
export { panelSectionStyles } from './panel-styles.js';
export { loadThemeChoice, saveThemeChoice, effectiveTheme, type ThemeChoice } from './theme-preference.js';
