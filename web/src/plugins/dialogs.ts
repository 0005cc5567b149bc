import type { WebDialog, WebPlugin } from './contract.ts';

/**
 * Every plugin's contributed dialogs by id. Pure, so it can be tested without Vite; two dialogs on
 * one id would open the wrong form silently, so that fails at start-up.
 */
export function collectDialogs(plugins: WebPlugin[]): Map<string, WebDialog> {
  const dialogs = new Map<string, WebDialog>();
  const owner = new Map<string, string>();
  for (const plugin of plugins) {
    for (const dialog of plugin.dialogs ?? []) {
      const previous = owner.get(dialog.id);
      if (previous) throw new Error(`El diálogo ${dialog.id} está declarado por "${previous}" y por "${plugin.id}"`);
      owner.set(dialog.id, plugin.id);
      dialogs.set(dialog.id, dialog);
    }
  }
  return dialogs;
}
