### El «?» de una decisión: la regla y lo que cambia cada opción.

core-why-title = ¿Por qué? La regla de esta decisión
core-why-numbers = Lo que cada opción te cambia ahora:
core-why-option = { $option }: { $changes }
core-why-option_same = { $option }: aún no cambia ninguno de tus valores
core-why-option_hidden = { $option }: depende de un robo oculto (no se muestra)
