import { beaconAnchor } from '../src/fair/beacon.js';
function cpu(f: () => void) { const s = process.cpuUsage(); f(); const u = process.cpuUsage(s); return (u.user + u.system) / 1000; }
for (let i = 0; i < 5; i++) console.log('chain 1024 cpu ms', cpu(() => beaconAnchor('ab'.repeat(32), 'room-' + i + 'x'.repeat(20), 1, 1024)).toFixed(1));
