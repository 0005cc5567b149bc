import { Provider } from 'react-redux';
import { webPlugins } from './plugins/registry.ts';
import { createAppRoutes } from './router/createAppRoutes.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import { store } from './store.ts';

const { AppRoutes, precargar } = createAppRoutes(webPlugins.routes);

/** Loads the page an address opens, so its first drawing needs no Suspense fallback. */
export const precargarPagina = precargar;

/** The signed-in shell: the store, the session and every page but /login (see Raiz), loaded after the entry. */
export default function App() {
  return (
    <Provider store={store}>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </Provider>
  );
}
