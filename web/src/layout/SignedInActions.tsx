import { PanelButtons } from './PanelButtons.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The signed-in half of the top bar (panel buttons, avatar menu), in its own chunk. */
export function SignedInActions() {
  return (
    <>
      <PanelButtons />
      <UserMenu />
    </>
  );
}
