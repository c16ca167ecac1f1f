### „?“ rozhodnutí: pravidlo a co která volba změní.

core-why-title = Proč? Pravidlo tohoto rozhodnutí
core-why-numbers = Co vám která volba teď změní:
core-why-option = { $option }: { $changes }
core-why-option_same = { $option }: zatím nemění žádné vaše hodnoty
core-why-option_hidden = { $option }: závisí na skrytém dobírání (neukazuje se)
