import { Button } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import type { Banner } from '../../../../catalogos/shared/catalogos.ts';

/** How long each banner stays before the next one. */
const INTERVALO_MS = 7000;

const sinMovimiento = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The summary's banner carousel (spec 02 §2.8): one banner at a time, advancing by itself unless
 * paused (by the button, or while the pointer or the focus is on it, or when the system asks for
 * reduced motion), with previous and next and one dot per banner.
 */
export function BannerCarrusel({ banners }: { banners: Banner[] }) {
  const [actual, setActual] = useState(0);
  const [pausado, setPausado] = useState(sinMovimiento);
  const [encima, setEncima] = useState(false);
  const total = banners.length;
  const corre = total > 1 && !pausado && !encima;

  useEffect(() => {
    if (!corre) return undefined;
    const id = window.setInterval(() => setActual((i) => (i + 1) % total), INTERVALO_MS);
    return () => window.clearInterval(id);
  }, [corre, total]);

  if (total === 0) return null;
  const mover = (paso: number) => setActual((i) => (i + paso + total) % total);
  return (
    <section
      className="cartera-resumen-carrusel"
      aria-roledescription="carrusel"
      aria-label="Avisos"
      onMouseEnter={() => setEncima(true)}
      onMouseLeave={() => setEncima(false)}
      onFocus={() => setEncima(true)}
      onBlur={() => setEncima(false)}
    >
      {/* Announced only when the user moves it: a banner changing by itself must not interrupt a screen reader. */}
      <div className="cartera-resumen-banners" aria-live={corre ? 'off' : 'polite'}>
        {banners.map((b, i) => (
          <div key={b.id} className="cartera-resumen-banner" role="group" aria-roledescription="aviso" aria-label={`${i + 1} de ${total}`} hidden={i !== actual % total}>
            {b.banner && <img src={b.banner} alt="" className="cartera-resumen-banner-imagen" />}
            <p className="cartera-resumen-banner-texto">{b.descripcion}</p>
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className="cartera-resumen-carrusel-controles">
          <Button
            variant="minimal"
            size="small"
            icon={pausado ? <PlayIcon /> : <PauseIcon />}
            aria-label={pausado ? 'Reanudar avisos' : 'Pausar avisos'}
            onClick={() => setPausado((p) => !p)}
          />
          <Button variant="minimal" size="small" icon={<ChevronLeftIcon />} aria-label="Aviso anterior" onClick={() => mover(-1)} />
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className="cartera-resumen-punto"
              aria-label={`Ver aviso ${i + 1}`}
              aria-current={i === actual % total ? 'true' : undefined}
              onClick={() => setActual(i)}
            />
          ))}
          <Button variant="minimal" size="small" icon={<ChevronRightIcon />} aria-label="Aviso siguiente" onClick={() => mover(1)} />
        </div>
      )}
    </section>
  );
}
