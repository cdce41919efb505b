// Starts deck-thread.ts under tsx (Node does not pass --import to workers).
import { register } from 'tsx/esm/api';

register();
await import('./deck-thread.ts');
