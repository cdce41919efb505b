// The room page: a game played with friends by link. Loaded as its own chunk when a room link opens.
export { ShoalRoom } from './room-page.js';
export type { ShoalInvitePanel } from './invite-panel.js';
export { ShoalSeatPicker, PLAYER_COLOURS, type SeatPickDetail } from './seat-picker.js';
export { RoomController, type RoomPhase } from './room-controller.js';
