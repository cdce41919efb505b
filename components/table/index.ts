// Local tables in the app: the controller every game's local page uses, and saved games.
export { LocalGameController, setupFor, type LocalGameOptions, type NewGameRequest } from './local-game-controller.js';
export { clearSavedGame, hasSavedGame, savedGameKey } from './save-slots.js';
export {
  restoreSavedGame,
  saveGame,
  type LocalMode,
  type LocalSetup,
  type Restored,
  type SavedGame,
} from './saved-game.js';
