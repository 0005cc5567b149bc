import { Provider } from 'react-redux';
import { webPlugins } from './plugins/registry.ts';
import { createAppRoutes } from './router/createAppRoutes.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import { store } from './store.ts';

const AppRoutes = createAppRoutes(webPlugins.routes);

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
