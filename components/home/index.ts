// The home screen.
export { ShoalHome } from './home-screen.js';
