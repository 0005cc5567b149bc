/**
 * Where visitors and users write to: custom plans ('Contactanos' on /planes), help when the
 * subscription has ended, privacy requests. The spec keeps the real addresses per environment
 * without giving them; set VITE_CORREO_CONTACTO at build time to change it.
 */
export const CORREO_CONTACTO: string = import.meta.env.VITE_CORREO_CONTACTO || 'contacto@cartera.mx';
