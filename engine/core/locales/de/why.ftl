### Das „?“ einer Entscheidung: die Regel, dann was jede Wahl für dich ändert.

core-why-title = Warum? Die Regel dieser Entscheidung
core-why-numbers = Was jede Wahl jetzt für dich ändert:
core-why-option = { $option }: { $changes }
core-why-option_same = { $option }: ändert noch keinen deiner Werte
core-why-option_hidden = { $option }: hängt von einem verdeckten Ziehen ab (nicht gezeigt)
