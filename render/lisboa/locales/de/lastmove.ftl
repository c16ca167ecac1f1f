### Lisboa: der letzte Zug in der untersten Zeile des Kopfbands (render/lisboa/highlight.py), nach
### Marker und Name; derselbe Zug ist auf dem Plan in der Farbe des Spielers umrandet. Und das nächste
### öffentliche Gebäude jedes Stapels, offen neben dem verfügbaren.

lisboa-board-lt-none = Noch kein Zug
lisboa-board-lt-sep = { " " }·{ " " }
lisboa-board-lt-gold = Karte → Gold
lisboa-board-lt-folio = Karte ins Portfolio
lisboa-board-lt-visit = besucht { $noble }
lisboa-board-lt-event = Ereignis gefördert
lisboa-board-lt-join = { $player } schließt sich an: { $noble }
lisboa-board-lt-store = Geschäft auf { $parcel }
lisboa-board-lt-pb = öffentliches Gebäude eröffnet
lisboa-board-lt-decree = Dekret genommen
lisboa-board-lt-hire = Beamte → { $a }, { $b }
lisboa-board-lt-plan = Plan ({ $arch })
lisboa-board-lt-ship = Schiff gebaut
lisboa-board-lt-cardinal = Kardinal getroffen
lisboa-board-lt-favor = Gunst: { $noble }
lisboa-board-lt-trade = gehandelt: { $action }
lisboa-board-lt-sell = verkauft { $good }
lisboa-board-lt-produce = Waren gefertigt
lisboa-board-lt-draw = zieht von { $pile }
lisboa-board-next_pb = nächstes:
