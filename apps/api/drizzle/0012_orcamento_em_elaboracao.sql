-- Issue 13, decision 101: a budget starts Em elaboração (4); stored budgets keep 1 Aprovado, 2 Reprovado, 3 Cancelado.
ALTER TABLE "orcamentos" ALTER COLUMN "status" SET DEFAULT 4;