/**
 * Raw material of the generated clients: frequent Mexican given names and surnames (INEGI's most
 * common), company activities and legal forms. Written as '|'-separated text: it is data, not code.
 */

const lista = (texto: string) => texto.split('|');

export const NOMBRES_HOMBRE = lista(
  'Juan|José|Luis|Carlos|Jorge|Miguel|Francisco|Alejandro|Antonio|Pedro|Manuel|Ricardo|Fernando|Javier|Roberto|' +
    'Rafael|Daniel|Eduardo|Martín|Raúl|Arturo|Sergio|Héctor|Alberto|Mario|Gerardo|Rubén|Hugo|Andrés|Diego|' +
    'José Luis|Juan Carlos|Luis Ángel|José Antonio|Jesús|Iván|Óscar|Emilio|Santiago|Mateo',
);

export const NOMBRES_MUJER = lista(
  'María|Guadalupe|Juana|Margarita|Verónica|Leticia|Rosa|Patricia|Elizabeth|Alejandra|Gabriela|Adriana|' +
    'Claudia|Laura|Silvia|Martha|Teresa|Araceli|Norma|Yolanda|Sandra|Mónica|Lorena|Diana|Karla|Andrea|' +
    'María Guadalupe|María Elena|Ana Laura|María José|Sofía|Valentina|Ximena|Regina|Fernanda|Lucía|Paola|Itzel|Brenda|Ángeles',
);

export const APELLIDOS = lista(
  'Hernández|García|Martínez|López|González|Pérez|Rodríguez|Sánchez|Ramírez|Cruz|Flores|Gómez|Morales|' +
    'Vázquez|Reyes|Jiménez|Torres|Díaz|Gutiérrez|Ruiz|Mendoza|Aguilar|Ortiz|Moreno|Castillo|Romero|Álvarez|' +
    'Méndez|Chávez|Rivera|Juárez|Ramos|Domínguez|Herrera|Medina|Castro|Vargas|Guzmán|Velázquez|Rojas|' +
    'Contreras|Salazar|Luna|Ortega|Cervantes|Soto|Delgado|Navarro|Ibarra|Peña|Núñez|Cortés|Escobar|Rosales|Zúñiga',
);

export const GIROS = lista(
  'Comercializadora|Transportes|Constructora|Distribuidora|Servicios Médicos|Abarrotes|Ferretería|' +
    'Inmobiliaria|Autotransportes|Agroindustrias|Consultores|Logística|Panificadora|Refaccionaria|Textiles',
);

export const SOCIEDADES = lista('S.A. de C.V.|S. de R.L. de C.V.|S.A.P.I. de C.V.|S.C.|S.A.');

export const CALLES = lista(
  'Av. Insurgentes|Calle Hidalgo|Av. Juárez|Calle Morelos|Calle Allende|Av. Revolución|Calle Zaragoza|' +
    'Calle Guerrero|Av. Universidad|Calle Matamoros|Av. Constitución|Calle Independencia|Av. Reforma|Calle Aldama',
);

/** Reserved example domains (RFC 2606): generated e-mails reach nobody. */
export const DOMINIOS = lista('example.com|example.org|example.net');
