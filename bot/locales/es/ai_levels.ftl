### Los niveles de la IA en palabras (bot/table/ai_levels.py): la selección de puestos de IA de la sala,
### las opciones de nivel de /jugar, el tema de /rules sobre los niveles. El texto puede seguir lo que hacen los niveles; los ids quedan.
## Las formas -short caben en la descripción de una opción y en una opción del comando (100 caracteres con el nombre).

bot-ai-level-expert = experto
bot-ai-describe-random = juega jugadas legales al azar
bot-ai-describe-random-short = juega jugadas legales al azar
bot-ai-describe-easy = a veces elige la jugada con mayor ganancia inmediata; si no, una jugada legal al azar
bot-ai-describe-easy-short = a veces la mayor ganancia inmediata; si no, una jugada al azar
bot-ai-describe-medium = siempre elige la mayor ganancia inmediata, mirando hasta el final de su propio turno
bot-ai-describe-medium-short = siempre la mayor ganancia inmediata, hasta el final de su turno
bot-ai-describe-hard = planifica: explora muchos futuros posibles y adivina las cartas que no ve
bot-ai-describe-hard-short = planifica: explora muchos futuros y adivina las cartas ocultas
bot-ai-describe-expert = busca más tiempo y juzga las posiciones con más precisión que el difícil; el nivel más fuerte, el que da las pistas
bot-ai-describe-expert-short = el más fuerte: busca más y mejor que el difícil; da pistas

## /rules <juego>: el tema Niveles de la IA (cada juego)

bot-rules-ai_levels-title = Niveles de la IA
bot-rules-ai_levels-intro = Los puestos de IA (en la sala Puestos de IA…, /jugar ia:N nivel:) juegan en uno de estos niveles, del más débil al más fuerte. Cada nivel solo lee lo que su puesto puede ver.
bot-rules-ai_levels-line = **{ $level }**: { $description }
bot-rules-ai_levels-hints = **Sugerir** en tu panel muestra lo que elegiría para ti el nivel { $level }, donde la mesa permite pistas.
