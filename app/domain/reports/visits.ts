export type VisitRow = { id: number; name: string; whatsApp: string; enteredAt: number };
