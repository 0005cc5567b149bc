import { useApiInfo } from '../api/apiInfo.ts';

export function Footer() {
  const data = useApiInfo();
  return (
    <footer className="cartera-footer">
      <span>© {new Date().getFullYear()} Cartera</span>
      {data && <span>Versión {data.version}</span>}
    </footer>
  );
}
