import { RAMO, type RamoId } from '../../catalogos/shared/catalogos.ts';

/**
 * What each ramo shows (spec 03 §5 Visibility by ramo): deducible hidden for Vida; coaseguro, its cap
 * and copago only for Salud; insured parties for Salud and Vida; vehicle for Auto; property detail
 * for Diversos; additional features hidden for Auto.
 */
export function camposDeRamo(ramo: RamoId | null) {
  return {
    deducible: ramo !== RAMO.VIDA,
    salud: ramo === RAMO.SALUD,
    asegurados: ramo === RAMO.SALUD || ramo === RAMO.VIDA,
    vehiculo: ramo === RAMO.AUTO,
    texto: ramo === RAMO.DIVERSOS,
    caracteristicas: ramo !== RAMO.AUTO,
  };
}
