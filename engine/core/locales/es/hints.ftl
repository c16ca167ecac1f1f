### Pistas (engine.ai.hint): por qué el nivel más fuerte sugiere una jugada, en una línea.
## $sign es «+» o «−»; $n el tamaño del cambio (nunca negativo).

core-hint-this_turn = { $changes } este turno
core-hint-lead = ventaja prevista { $sign }{ NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) } puntos
core-hint-lead_kept = mantiene tu ventaja prevista
core-hint-no_reason = la elección del nivel más fuerte
