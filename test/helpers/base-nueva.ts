import { openDatabase } from '../../core/server/db/database.ts';

/** A database created next to DATABASE_URL (drills that restore into a fresh one), and how to drop it. */
export async function baseNueva(nombre: string): Promise<{ url: string; borrar: () => Promise<void> }> {
  const admin = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolMax: 1 });
  await admin.withOwner((k) => k.raw(`create database ${nombre}`));
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${nombre}`;
  return {
    url: url.toString(),
    borrar: async () => {
      await admin.withOwner((k) => k.raw(`drop database if exists ${nombre} with (force)`));
      await admin.close();
    },
  };
}
