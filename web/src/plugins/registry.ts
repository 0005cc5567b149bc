import { collectWebPlugins } from './collect.ts';
import type { WebPlugin } from './contract.ts';
import { shellPlugin } from '../shellPlugin.ts';

// Every plugins/<id>/web/index.ts is discovered at build time; there is no hand-kept list.
const discovered = import.meta.glob<WebPlugin>('../../../plugins/*/web/index.ts', {
  eager: true,
  import: 'webPlugin',
});

/** The shell's own pages and every plugin's, merged once at start-up. */
export const webPlugins = collectWebPlugins({ 'web/src/shellPlugin.ts': shellPlugin, ...discovered });
