// The embed entry point (dist/embed.js): defines <shoal-game game="fishery"> for a blog post.
import './embed/index.js';
