/** What the users form and the server say when a privilege is beyond the one who grants it. */
export const MENSAJES_PRIVILEGIOS = {
  noConcedible: (rol: string) => `No puedes conceder el privilegio ${rol}: solo puedes conceder privilegios que tú tienes`,
  usuarioSuperior: 'No puedes modificar ni eliminar a un usuario con privilegios que tú no tienes',
  soloLosTuyos: 'Solo puedes conceder los privilegios que tú tienes',
  fueraDeTuAlcance: 'Tiene privilegios que tú no tienes',
};
