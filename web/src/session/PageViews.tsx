import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { authApi } from '../auth/api.ts';
import { useAppDispatch } from './hooks.ts';

/**
 * Reports a page view on every route change while signed in (spec 01 §2). Only the path is sent:
 * query strings can carry e-mails and codes. Fire and forget; a failure is nobody's business.
 */
export function PageViews() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const request = dispatch(authApi.endpoints.registrarPagina.initiate({ path: pathname }, { track: false }));
    request.unwrap().catch(() => {});
  }, [pathname, dispatch]);
  return null;
}
