import { Callout } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import { useApiInfo } from '../api/apiInfo.ts';

/** Warns that the data is not real whenever the API says it is not the production environment. */
export function EnvironmentBanner() {
  const data = useApiInfo();
  if (!data || data.env === 'production') return null;
  return (
    <Callout className="cartera-env-banner" intent="warning" compact icon={<WarningSignIcon />} role="status">
      Ambiente de pruebas: {data.env}
    </Callout>
  );
}
