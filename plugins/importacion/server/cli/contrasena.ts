import { MENSAJES_CLI } from '../../shared/mensajes.ts';
import { UsoIncorrecto } from './uso.ts';

/**
 * The contraseña for server mode: CARTERA_CONTRASENA for scripts, else asked on the terminal with
 * nothing echoed. With neither (a script without the variable) it is wrong usage, never a hang.
 */
export async function pedirContrasena(correo: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.CARTERA_CONTRASENA) return env.CARTERA_CONTRASENA;
  const entrada = process.stdin;
  if (!entrada.isTTY) throw new UsoIncorrecto(MENSAJES_CLI.sinContrasena);
  process.stderr.write(MENSAJES_CLI.pideContrasena(correo));
  entrada.setRawMode(true);
  entrada.resume();
  entrada.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let texto = '';
      const alLeer = (trozo: string) => {
        for (const c of trozo) {
          if (c === '\r' || c === '\n') {
            entrada.off('data', alLeer);
            resolve(texto);
            return;
          }
          if (c === '\u0003') {
            entrada.off('data', alLeer);
            reject(new UsoIncorrecto(MENSAJES_CLI.cancelado));
            return;
          }
          // Backspace (DEL on most terminals) removes the last character typed.
          if (c === '\u007f' || c === '\b') texto = texto.slice(0, -1);
          else texto += c;
        }
      };
      entrada.on('data', alLeer);
    });
  } finally {
    entrada.setRawMode(false);
    entrada.pause();
    process.stderr.write('\n');
  }
}
