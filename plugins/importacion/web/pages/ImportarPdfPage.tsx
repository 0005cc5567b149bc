import { Button, Callout, FileInput, Intent } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { CODIGOS_CARATULA, type PolizaImportada } from '../../shared/caratula-api.ts';
import { MENSAJES_PDF, TEXTOS_PDF } from '../../shared/mensajes.ts';
import { cargaDeCaratula, llamarCaratula, useSubirCaratulaMutation } from '../caratula.api.ts';
import { FilaArchivo, type ArchivoEnCola } from '../components/FilaArchivo.tsx';
import { useSalidaProtegida } from '../useSalidaProtegida.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import '../importacion.css';

const esPdf = (f: File) => f.type === 'application/pdf';

/**
 * /importar-polizas/pdf (spec 02 §2.13, §4, §8): many cover pages, imported one at a time (only
 * those on hold), each with its state, its message and the help that fits; leaving mid-way asks first.
 */
export default function ImportarPdfPage() {
  const [archivos, setArchivos] = useState<ArchivoEnCola[]>([]);
  const [ocupado, setOcupado] = useState(false);
  const siguiente = useRef(1);
  const [subir] = useSubirCaratulaMutation();
  useSalidaProtegida(ocupado, MENSAJES_PDF.salir);

  const cambiar = (id: number, cambios: Partial<ArchivoEnCola>) => setArchivos((lista) => lista.map((a) => (a.id === id ? { ...a, ...cambios } : a)));

  function agregar(files: FileList | null) {
    const nuevos = [...(files ?? [])].map((file): ArchivoEnCola => ({
      id: siguiente.current++,
      file,
      estado: esPdf(file) ? 'hold' : 'error',
      mensaje: esPdf(file) ? '' : MENSAJES_PDF.soloPdf,
      code: CODIGOS_CARATULA.ok,
      url: null,
      opciones: {},
    }));
    setArchivos((lista) => [...lista, ...nuevos]);
  }

  async function importarUno(a: ArchivoEnCola): Promise<void> {
    cambiar(a.id, { estado: 'working', mensaje: '' });
    let url = a.url;
    if (!url) {
      const carga = await subir(cargaDeCaratula(a.file));
      if ('error' in carga) {
        const mensaje = (carga.error as { message?: string }).message ?? MENSAJES_PDF.inesperado;
        return cambiar(a.id, { estado: 'error', mensaje, code: CODIGOS_CARATULA.archivoDanado });
      }
      url = carga.data.url;
    }
    const r = await llamarCaratula<PolizaImportada>('/polizas/caratula', { fileName: a.file.name, caratulaUrl: url, ...a.opciones });
    cambiar(a.id, { estado: r.ok ? 'done' : 'error', mensaje: r.message, code: r.code, url, opciones: {} });
  }

  /** Processes the files on hold, one after another, as the list stands when each one ends. */
  async function importar(lista: ArchivoEnCola[]) {
    setOcupado(true);
    try {
      for (const a of lista.filter((x) => x.estado === 'hold')) await importarUno(a);
    } finally {
      setOcupado(false);
    }
  }

  function reintentar(a: ArchivoEnCola, opciones: ArchivoEnCola['opciones']) {
    const otra = { ...a, estado: 'hold' as const, opciones };
    cambiar(a.id, otra);
    void importar([otra]);
  }

  const hechas = archivos.filter((a) => a.estado === 'done').length;
  const errores = archivos.filter((a) => a.estado === 'error').length;
  const enEspera = archivos.some((a) => a.estado === 'hold');

  return (
    <div className="importacion-pagina">
      <PageHeader title={TEXTOS_PDF.tituloPdf} back="/configuracion" backLabel={TEXTOS_PDF.volver} />
      <Callout className="importacion-ayudas" title={TEXTOS_PDF.antesDeImportar}>
        <ul>
          <li>
            {MENSAJES_PDF.ayudaClave}{' '}
            <Puede permiso="CLAVES_R" otherwise={TEXTOS_PDF.claves}>
              <Link to="/configuracion/claves">{TEXTOS_PDF.claves}</Link>
            </Puede>
          </li>
          <li>{MENSAJES_PDF.ayudaOriginal}</li>
          <li>{MENSAJES_PDF.ayudaIndividual}</li>
          <li>{MENSAJES_PDF.ayudaColectivas}</li>
        </ul>
      </Callout>
      <div className="importacion-acciones">
        <FileInput
          text={TEXTOS_PDF.elegirArchivos}
          buttonText={TEXTOS_PDF.examinar}
          disabled={ocupado}
          inputProps={{ accept: 'application/pdf', multiple: true, 'aria-label': TEXTOS_PDF.elegirArchivos }}
          onInputChange={(e) => {
            agregar(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
        <Button intent={Intent.PRIMARY} text={TEXTOS_PDF.importar} disabled={ocupado || !enEspera} loading={ocupado} onClick={() => void importar(archivos)} />
        <Button text={TEXTOS_PDF.limpiar} disabled={ocupado || archivos.length === 0} onClick={() => setArchivos([])} />
      </div>
      {archivos.length === 0 ? (
        <p className="importacion-vacio">{TEXTOS_PDF.sinArchivos}</p>
      ) : (
        <>
          <p className="importacion-resumen" aria-live="polite">
            {TEXTOS_PDF.resumen(hechas, errores, archivos.length)}
          </p>
          <ul className="importacion-archivos">
            {archivos.map((a) => (
              <FilaArchivo
                key={a.id}
                archivo={a}
                ocupado={ocupado}
                onReintentar={(opciones) => reintentar(a, opciones)}
                onQuitar={() => setArchivos((lista) => lista.filter((x) => x.id !== a.id))}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
