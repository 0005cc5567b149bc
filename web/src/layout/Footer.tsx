import { useGetApiInfoQuery } from '../api/apiInfo.ts';

export function Footer() {
  const { data } = useGetApiInfoQuery();
  return (
    <footer className="cartera-footer">
      <span>© {new Date().getFullYear()} Cartera</span>
      {data && <span>Versión {data.version}</span>}
    </footer>
  );
}
