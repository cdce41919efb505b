// The app's entry point: defines <shoal-app> (index.html holds one). Game tables load on demand.
import './app/app-shell.js';
import { registerServiceWorker } from './app/offline.js';

registerServiceWorker();
