bot-turn-waiting_for = Esperando a { $names }: { $question }
