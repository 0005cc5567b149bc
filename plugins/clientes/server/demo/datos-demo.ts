/**
 * Raw material of the demo clients: common Mexican given names (with the alias people use) and
 * surnames, made-up companies, streets, and real postal codes from across the country with the
 * mobile lada of their city. Every CP below exists in the shipped SEPOMEX catalogue (Nov 2024).
 */

/** [nombres, alias] */
export const NOMBRES_HOMBRE: readonly (readonly [string, string])[] = [
  ['José Luis', 'Pepe'], ['Juan Carlos', 'Juan'], ['Francisco Javier', 'Paco'], ['Miguel Ángel', 'Miguel'],
  ['Jesús', 'Chuy'], ['Alejandro', 'Alex'], ['Roberto', 'Beto'], ['Eduardo', 'Lalo'], ['Ignacio', 'Nacho'],
  ['Enrique', 'Quique'], ['Fernando', 'Fer'], ['Jorge', 'Jorge'], ['Ricardo', 'Richi'], ['Arturo', 'Arturo'],
  ['Carlos Alberto', 'Carlos'], ['Luis Fernando', 'Luisfer'], ['Sergio', 'Checo'], ['Raúl', 'Raúl'],
  ['Héctor', 'Héctor'], ['Manuel', 'Manolo'], ['Óscar', 'Óscar'], ['Daniel', 'Dani'], ['Emiliano', 'Emi'],
  ['Santiago', 'Santi'],
];

export const NOMBRES_MUJER: readonly (readonly [string, string])[] = [
  ['María Guadalupe', 'Lupita'], ['María Fernanda', 'Mafer'], ['Ana María', 'Ana'], ['Verónica', 'Vero'],
  ['Patricia', 'Paty'], ['María del Carmen', 'Carmen'], ['Rosa María', 'Rosy'], ['Alejandra', 'Ale'],
  ['Gabriela', 'Gaby'], ['Leticia', 'Lety'], ['María de la Luz', 'Luz'], ['Adriana', 'Adri'],
  ['Claudia', 'Claudia'], ['Mónica', 'Moni'], ['Silvia', 'Silvia'], ['Dolores', 'Lola'], ['Rocío', 'Chío'],
  ['Daniela', 'Dani'], ['Ximena', 'Xime'], ['Valeria', 'Vale'], ['Sofía', 'Sofi'], ['Regina', 'Regi'],
  ['Concepción', 'Conchita'], ['Mariana', 'Mariana'],
];

export const APELLIDOS: readonly string[] = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez',
  'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz', 'Gutiérrez',
  'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Moreno', 'Castillo', 'Romero', 'Álvarez', 'Méndez', 'Chávez',
  'Rivera', 'Juárez', 'Ramos', 'Domínguez', 'Herrera', 'Medina', 'Castro', 'Vargas', 'Guzmán',
  'Velázquez', 'Rojas', 'Contreras', 'Salazar', 'Luna', 'Ortega', 'Cervantes', 'Soto', 'Delgado',
  'Navarro', 'de la Cruz', 'Ibarra',
];

export interface EmpresaDemo {
  razonSocial: string;
  alias: string;
  fecRegistro: string;
}

/** Invented companies with the usual legal forms; any likeness to a real one is accidental. */
export const EMPRESAS: readonly EmpresaDemo[] = [
  { razonSocial: 'Transportes Hernández Ruiz, S.A. de C.V.', alias: 'Transportes Hernández', fecRegistro: '1994-03-17' },
  { razonSocial: 'Abarrotes y Cremería La Esperanza, S. de R.L. de C.V.', alias: 'La Esperanza', fecRegistro: '2008-11-04' },
  { razonSocial: 'Constructora Valle del Norte, S.A. de C.V.', alias: 'Constructora Valle', fecRegistro: '2001-06-22' },
  { razonSocial: 'Servicios Médicos Integrales del Centro, S.C.', alias: 'Médica del Centro', fecRegistro: '2012-02-09' },
  { razonSocial: 'Maderas Finas del Bajío, S.A.P.I. de C.V.', alias: 'Maderas del Bajío', fecRegistro: '1987-09-30' },
  { razonSocial: 'Agroproductores Los Altos, S.P.R. de R.L.', alias: 'Agro Los Altos', fecRegistro: '1999-04-15' },
  { razonSocial: 'Comercializadora Textil Angelópolis, S.A. de C.V.', alias: 'Textil Angelópolis', fecRegistro: '2015-08-26' },
  { razonSocial: 'Restaurantes El Buen Sazón, S.A. de C.V.', alias: 'El Buen Sazón', fecRegistro: '2019-01-11' },
];

export const CALLES: readonly string[] = [
  'Av. Insurgentes Sur', 'Calle Morelos', 'Av. Juárez', 'Calle Hidalgo', 'Calle 5 de Mayo', 'Av. Reforma',
  'Calle Allende', 'Calle Zaragoza', 'Av. Revolución', 'Calle Independencia', 'Calle Guerrero',
  'Calle Aldama', 'Av. Universidad', 'Calle Matamoros', 'Calle Álvaro Obregón', 'Calle Niños Héroes',
  'Av. Constitución', 'Calle Emiliano Zapata', 'Calle Francisco I. Madero', 'Av. Vallarta', 'Calle Nicolás Bravo',
  'Calle Josefa Ortiz de Domínguez', 'Av. Lázaro Cárdenas', 'Calle Vicente Guerrero',
];

/** [cp, lada]: the lada gives the mobile numbers a prefix of the same city. */
export const CODIGOS_POSTALES: readonly (readonly [string, string])[] = [
  ['06700', '55'], ['03100', '55'], ['11560', '55'], ['14000', '55'], ['04100', '55'], ['03810', '55'],
  ['07300', '55'], ['01000', '55'], ['53100', '55'], ['54000', '55'], ['52140', '722'], ['50000', '722'],
  ['44160', '33'], ['45050', '33'], ['64000', '81'], ['66220', '81'], ['72000', '222'], ['76000', '442'],
  ['20000', '449'], ['31000', '614'], ['97000', '999'], ['77500', '998'], ['83000', '662'], ['80000', '667'],
  ['22000', '664'], ['21100', '686'], ['37000', '477'], ['58000', '443'], ['68000', '951'], ['29000', '961'],
  ['86000', '993'], ['62000', '777'], ['25000', '844'], ['78000', '444'], ['27000', '871'], ['42000', '771'],
  ['91000', '228'], ['94290', '229'], ['89000', '833'], ['23000', '612'],
];
