import { useEffect } from 'react';

/**
 * While `activo`, leaving the page asks first (spec 02 §2.13): closing or reloading the tab, and a
 * click on any link of the app (the shell's router offers no blocker).
 */
export function useSalidaProtegida(activo: boolean, pregunta: string): void {
  useEffect(() => {
    if (!activo) return;
    const alDescargar = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    const alPulsar = (e: MouseEvent) => {
      const enlace = (e.target as Element | null)?.closest?.('a[href]');
      if (enlace && !window.confirm(pregunta)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', alDescargar);
    document.addEventListener('click', alPulsar, true);
    return () => {
      window.removeEventListener('beforeunload', alDescargar);
      document.removeEventListener('click', alPulsar, true);
    };
  }, [activo, pregunta]);
}
