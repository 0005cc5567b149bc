import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { webPlugins } from './plugins/registry.ts';
import { createAppRoutes } from './router/createAppRoutes.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import { store } from './store.ts';

const AppRoutes = createAppRoutes(webPlugins.routes);

export function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </BrowserRouter>
    </Provider>
  );
}
