/** The signed-in shell (web/src/App.tsx): the store, RTK Query, the session, the permissions and every plugin's routes. */
export const cargarApp = () => import('./App.tsx');
