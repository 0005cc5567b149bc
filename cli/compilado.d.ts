// Types of cli/compilado.js, which stays JavaScript: it runs before tsx is registered.
export function huellaDeFuentes(raiz?: string): string;
export function entradaCompilada(): string | null;
