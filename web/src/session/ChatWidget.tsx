import { useEffect } from 'react';
import { useSession } from './hooks.ts';

/** The chat widget's property, e.g. `5f1a…/default`; without it no widget loads. */
const PROPERTY = import.meta.env.VITE_TAWKTO_PROPERTY as string | undefined;
/** The widget learns who is writing this long after sign-in (spec 01 §7, §9). */
const IDENTITY_DELAY_MS = 5000;

interface TawkApi {
  setAttributes?: (attributes: Record<string, string>, callback?: (error?: unknown) => void) => void;
  maximize?: () => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

/**
 * The support chat (tawk.to) for a signed-in user, when VITE_TAWKTO_PROPERTY is set at build time:
 * the widget script loads once, and five seconds after sign-in it receives the user's name, e-mail
 * and the server's hash of that identity (tawktoToken).
 */
export function ChatWidget() {
  const { usuario, tawktoToken } = useSession();

  useEffect(() => {
    if (!PROPERTY || document.getElementById('cartera-chat')) return;
    window.Tawk_API = window.Tawk_API ?? {};
    window.Tawk_LoadStart = new Date();
    const script = document.createElement('script');
    script.id = 'cartera-chat';
    script.async = true;
    script.src = `https://embed.tawk.to/${PROPERTY}`;
    script.charset = 'UTF-8';
    script.setAttribute('crossorigin', '*');
    document.body.appendChild(script);
  }, []);

  useEffect(() => {
    if (!PROPERTY || !usuario || !tawktoToken) return;
    const timer = window.setTimeout(() => {
      window.Tawk_API?.setAttributes?.({ name: `${usuario.nombres} ${usuario.apPat}`.trim(), email: usuario.correo, hash: tawktoToken }, () => {});
    }, IDENTITY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [usuario, tawktoToken]);

  return null;
}
