// Starts the TypeScript Worker of deck-steps.test.ts under tsx (Node does not pass --import to workers).
import { register } from 'tsx/esm/api';

register();
await import('./deck-worker.ts');
