<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>%1 did not answer &apos;uci&apos; within %2: it is not a UCI engine, or it needs arguments (an xboard engine does not answer &apos;uci&apos;)</source>
        <translation>%1 hat innerhalb von %2 nicht auf &apos;uci&apos; geantwortet: Es ist keine UCI-Engine, oder sie benötigt Argumente (eine xboard-Engine antwortet nicht auf &apos;uci&apos;)</translation>
    </message>
    <message>
        <source>%1 did not answer &apos;isready&apos; within %2</source>
        <translation>%1 hat innerhalb von %2 nicht auf &apos;isready&apos; geantwortet</translation>
    </message>
    <message>
        <source>%1 stopped (%2) after &apos;%3&apos;</source>
        <translation>%1 wurde nach &apos;%3&apos; beendet (%2)</translation>
    </message>
    <message>
        <source>1 option</source>
        <translation>1 Option</translation>
    </message>
    <message>
        <source>%1 options</source>
        <translation>%1 Optionen</translation>
    </message>
    <message>
        <source>%1 (not found)</source>
        <translation>%1 (nicht gefunden)</translation>
    </message>
    <message>
        <source>%1 is not there any more, or is not executable: the engine cannot start</source>
        <translation>%1 ist nicht mehr vorhanden oder nicht ausführbar: Die Engine kann nicht starten</translation>
    </message>
    <message>
        <source>%1 (spin): a number from %2 to %3, default %4</source>
        <translation>%1 (spin): eine Zahl von %2 bis %3, Standardwert %4</translation>
    </message>
    <message>
        <source>%1 (combo): one of %2, default %3</source>
        <translation>%1 (combo): einer von %2, Standardwert %3</translation>
    </message>
    <message>
        <source>%1 (string), default %2</source>
        <translation>%1 (string), Standardwert %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>%1 (check), default %2</source>
        <translation>%1 (check), Standardwert %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 as recorded, untimed</source>
        <translation>%1 laut Aufzeichnung, ohne Uhr</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>ohne Uhr</translation>
    </message>
    <message>
        <source>%1 s per move</source>
        <translation>%1 s pro Zug</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Kandinsky %1</source>
        <translation>Kandinsky %1</translation>
    </message>
    <message>
        <source>Kandinsky (full strength)</source>
        <translation>Kandinsky (volle Stärke)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1 played %2 · </source>
        <translation>%1 spielte %2 · </translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>Die Engine</translation>
    </message>
    <message>
        <source>static evaluation</source>
        <translation>statische Bewertung</translation>
    </message>
    <message>
        <source>evaluation (full strength, depth %1)</source>
        <translation>Bewertung (volle Stärke, Tiefe %1)</translation>
    </message>
    <message>
        <source>Hint search (full strength), depth %1</source>
        <translation>Tipp-Suche (volle Stärke), Tiefe %1</translation>
    </message>
    <message>
        <source>its search, depth %1</source>
        <translation>eigene Suche, Tiefe %1</translation>
    </message>
    <message>
        <source>%1 thinking, depth %2</source>
        <translation>%1 rechnet, Tiefe %2</translation>
    </message>
    <message>
        <source>%1
Model: %2</source>
        <translation>%1
Modell: %2</translation>
    </message>
    <message>
        <source>Kandinsky</source>
        <translation>Kandinsky</translation>
    </message>
    <message>
        <source>unreadable (%1 at character %2)</source>
        <translation>nicht lesbar (%1 bei Zeichen %2)</translation>
    </message>
    <message>
        <source>not an engine description</source>
        <translation>keine Engine-Beschreibung</translation>
    </message>
    <message>
        <source>its command holds a word that is not text</source>
        <translation>ihr Befehl enthält ein Wort, das kein Text ist</translation>
    </message>
    <message>
        <source>it has no command</source>
        <translation>sie hat keinen Befehl</translation>
    </message>
    <message>
        <source>option %1 is not a name and a value</source>
        <translation>Option %1 ist kein Paar aus Name und Wert</translation>
    </message>
    <message>
        <source>its level is not a whole number from 0 to 100000</source>
        <translation>ihre Spielstärke ist keine ganze Zahl von 0 bis 100000</translation>
    </message>
    <message>
        <source>the saved game&apos;s players or clock settings are unreadable</source>
        <translation>die Spieler oder die Uhreinstellungen der gespeicherten Partie sind nicht lesbar</translation>
    </message>
    <message>
        <source>the saved game&apos;s %1 engine cannot be read: %2</source>
        <translation>die Engine für %1 in der gespeicherten Partie kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the saved game cannot be replayed: %1</source>
        <translation>die gespeicherte Partie kann nicht nachgespielt werden: %1</translation>
    </message>
    <message>
        <source>one set of tables for the whole game</source>
        <translation>ein Satz Tabellen für die ganze Partie</translation>
    </message>
    <message>
        <source>uses the end-game tables</source>
        <translation>verwendet die Endspieltabellen</translation>
    </message>
    <message>
        <source>uses the middle-game tables</source>
        <translation>verwendet die Mittelspieltabellen</translation>
    </message>
    <message>
        <source>middle game</source>
        <translation>Mittelspiel</translation>
    </message>
    <message>
        <source>end game</source>
        <translation>Endspiel</translation>
    </message>
    <message>
        <source>between middle and end game</source>
        <translation>zwischen Mittel- und Endspiel</translation>
    </message>
    <message>
        <source>%1, phase %2/%3 (%4)</source>
        <translation>%1, Phase %2/%3 (%4)</translation>
    </message>
    <message>
        <source>no pieces left</source>
        <translation>keine Figuren mehr</translation>
    </message>
    <message>
        <source>Evaluation &lt;b&gt;%1&lt;/b&gt; for White · %2</source>
        <translation>Bewertung &lt;b&gt;%1&lt;/b&gt; für Weiß · %2</translation>
    </message>
    <message>
        <source>%1 attack units</source>
        <translation>%1 Angriffseinheiten</translation>
    </message>
    <message>
        <source>%1 shield pawns</source>
        <translation>%1 Schildbauern</translation>
    </message>
    <message>
        <source>%1 safe squares</source>
        <translation>%1 sichere Felder</translation>
    </message>
    <message>
        <source>White </source>
        <translation>Weiß </translation>
    </message>
    <message>
        <source>Black </source>
        <translation>Schwarz </translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>%1 schließen</translation>
    </message>
    <message>
        <source>Checkmate: %1 wins</source>
        <translation>Schachmatt: %1 gewinnt</translation>
    </message>
    <message>
        <source>Draw by stalemate</source>
        <translation>Remis durch Patt</translation>
    </message>
    <message>
        <source>Draw by insufficient material</source>
        <translation>Remis durch ungenügendes Material</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>Remis durch fünffache Stellungswiederholung</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule</source>
        <translation>Remis durch die 75-Züge-Regel</translation>
    </message>
    <message>
        <source>Draw by threefold repetition</source>
        <translation>Remis durch dreifache Stellungswiederholung</translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule</source>
        <translation>Remis durch die 50-Züge-Regel</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Remis vereinbart</translation>
    </message>
    <message>
        <source>%1 loses on time</source>
        <translation>%1 verliert auf Zeit</translation>
    </message>
    <message>
        <source>A flag fell, but the opponent cannot mate: draw</source>
        <translation>Eine Uhr ist abgelaufen, aber der Gegner kann nicht mattsetzen: Remis</translation>
    </message>
    <message>
        <source>%1 forfeits: its engine stopped answering</source>
        <translation>%1 verliert kampflos: die Engine antwortet nicht mehr</translation>
    </message>
    <message>
        <source>Draw: an engine stopped</source>
        <translation>Remis: eine Engine hat aufgehört</translation>
    </message>
    <message>
        <source>%1 forfeits by an illegal move</source>
        <translation>%1 verliert durch einen illegalen Zug</translation>
    </message>
    <message>
        <source>Draw: an illegal move</source>
        <translation>Remis: ein illegaler Zug</translation>
    </message>
    <message>
        <source>%1 wins by adjudication</source>
        <translation>%1 gewinnt durch Schiedsspruch</translation>
    </message>
    <message>
        <source>Draw by adjudication</source>
        <translation>Remis durch Schiedsspruch</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%1 open files</source>
        <translation>%1 offene Linien</translation>
    </message>
    <message>
        <source>a pawn on its rank %1</source>
        <translation>ein Bauer auf seiner Reihe %1</translation>
    </message>
    <message>
        <source>a pawn on its rank %1, per square of distance</source>
        <translation>ein Bauer auf seiner Reihe %1, je Feld Abstand</translation>
    </message>
    <message>
        <source>the lone king %1 from the corner</source>
        <translation>der einzelne König %1 von der Ecke</translation>
    </message>
    <message>
        <source>kings %1 squares apart</source>
        <translation>Könige %1 Felder voneinander</translation>
    </message>
    <message>
        <source>pawn threat on %1</source>
        <translation>Bauer droht %1</translation>
    </message>
    <message>
        <source>minor threat on %1</source>
        <translation>Leichtfigur droht %1</translation>
    </message>
    <message>
        <source>%1 outpost</source>
        <translation>Vorposten (%1)</translation>
    </message>
    <message>
        <source>%1 safe check</source>
        <translation>sicheres Schach (%1)</translation>
    </message>
    <message>
        <source>undefended %1</source>
        <translation>ungedeckt: %1</translation>
    </message>
    <message>
        <source>%1 own pawns on the bishop&apos;s colour</source>
        <translation>%1 eigene Bauern auf der Farbe des Läufers</translation>
    </message>
    <message>
        <source>%1 squares from its king</source>
        <translation>%1 Felder vom eigenen König</translation>
    </message>
    <message>
        <source>push threat on %1</source>
        <translation>Bauernzug droht %1</translation>
    </message>
    <message>
        <source>%1 behind a pawn</source>
        <translation>%1 hinter einem Bauern</translation>
    </message>
</context>
<context>
    <name>kd::TermInfo</name>
    <message>
        <source>knight mobility</source>
        <translation>Springermobilität</translation>
    </message>
    <message>
        <source>bishop mobility</source>
        <translation>Läufermobilität</translation>
    </message>
    <message>
        <source>rook mobility</source>
        <translation>Turmmobilität</translation>
    </message>
    <message>
        <source>queen mobility</source>
        <translation>Damenmobilität</translation>
    </message>
    <message>
        <source>passed pawn</source>
        <translation>Freibauer</translation>
    </message>
    <message>
        <source>doubled pawn</source>
        <translation>Doppelbauer</translation>
    </message>
    <message>
        <source>isolated pawn</source>
        <translation>isolierter Bauer</translation>
    </message>
    <message>
        <source>backward pawn</source>
        <translation>rückständiger Bauer</translation>
    </message>
    <message>
        <source>bishop pair</source>
        <translation>Läuferpaar</translation>
    </message>
    <message>
        <source>rook on an open file</source>
        <translation>Turm auf offener Linie</translation>
    </message>
    <message>
        <source>rook on a half-open file</source>
        <translation>Turm auf halboffener Linie</translation>
    </message>
    <message>
        <source>attack on the king</source>
        <translation>Angriff auf den König</translation>
    </message>
    <message>
        <source>pawn shield</source>
        <translation>Bauernschild</translation>
    </message>
    <message>
        <source>attacked by a pawn</source>
        <translation>von einem Bauern angegriffen</translation>
    </message>
    <message>
        <source>attacked by a minor piece</source>
        <translation>von einer Leichtfigur angegriffen</translation>
    </message>
    <message>
        <source>attacked by a rook</source>
        <translation>von einem Turm angegriffen</translation>
    </message>
    <message>
        <source>tempo</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>connected pawn</source>
        <translation>verbundener Bauer</translation>
    </message>
    <message>
        <source>passed pawn free to advance</source>
        <translation>Freibauer mit freiem Weg</translation>
    </message>
    <message>
        <source>own king&apos;s distance to a passed pawn</source>
        <translation>Abstand des eigenen Königs zum Freibauern</translation>
    </message>
    <message>
        <source>enemy king&apos;s distance to a passed pawn</source>
        <translation>Abstand des gegnerischen Königs zum Freibauern</translation>
    </message>
    <message>
        <source>outpost</source>
        <translation>Vorposten</translation>
    </message>
    <message>
        <source>safe check</source>
        <translation>sicheres Schach</translation>
    </message>
    <message>
        <source>open files by the king</source>
        <translation>offene Linien beim König</translation>
    </message>
    <message>
        <source>pawn storm</source>
        <translation>Bauernsturm</translation>
    </message>
    <message>
        <source>undefended and attacked</source>
        <translation>ungedeckt und angegriffen</translation>
    </message>
    <message>
        <source>lone king&apos;s distance to the bishop&apos;s corner</source>
        <translation>Abstand des einzelnen Königs zur Ecke des Läufers</translation>
    </message>
    <message>
        <source>kings&apos; distance, bishop and knight mate</source>
        <translation>Abstand der Könige, Matt mit Läufer und Springer</translation>
    </message>
    <message>
        <source>own pawns on the bishop&apos;s colour</source>
        <translation>eigene Bauern auf der Farbe des Läufers</translation>
    </message>
    <message>
        <source>minor piece behind a pawn</source>
        <translation>Leichtfigur hinter einem Bauern</translation>
    </message>
    <message>
        <source>minor piece&apos;s distance to its king</source>
        <translation>Abstand der Leichtfigur zum eigenen König</translation>
    </message>
    <message>
        <source>rook on the seventh rank</source>
        <translation>Turm auf der siebten Reihe</translation>
    </message>
    <message>
        <source>attacked after a safe pawn push</source>
        <translation>angegriffen nach einem sicheren Bauernzug</translation>
    </message>
</context>
<context>
    <name>kd::TermKind</name>
    <message>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>mobility</source>
        <translation>Mobilität</translation>
    </message>
    <message>
        <source>passed pawn</source>
        <translation>Freibauer</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>Doppelbauer</translation>
    </message>
    <message>
        <source>isolated</source>
        <translation>isolierter Bauer</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>rückständiger Bauer</translation>
    </message>
    <message>
        <source>bishop pair</source>
        <translation>Läuferpaar</translation>
    </message>
    <message>
        <source>rook file</source>
        <translation>Turmlinie</translation>
    </message>
    <message>
        <source>king attack</source>
        <translation>Königsangriff</translation>
    </message>
    <message>
        <source>pawn shield</source>
        <translation>Bauernschild</translation>
    </message>
    <message>
        <source>threat</source>
        <translation>Drohung</translation>
    </message>
    <message>
        <source>tempo</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbundener Bauer</translation>
    </message>
    <message>
        <source>outpost</source>
        <translation>Vorposten</translation>
    </message>
    <message>
        <source>safe check</source>
        <translation>sicheres Schach</translation>
    </message>
    <message>
        <source>open king file</source>
        <translation>offene Königslinie</translation>
    </message>
    <message>
        <source>pawn storm</source>
        <translation>Bauernsturm</translation>
    </message>
    <message>
        <source>undefended</source>
        <translation>ungedeckt</translation>
    </message>
    <message>
        <source>mating corner</source>
        <translation>Mattecke</translation>
    </message>
    <message>
        <source>pawns on its colour</source>
        <translation>Bauern auf seiner Farbe</translation>
    </message>
    <message>
        <source>behind a pawn</source>
        <translation>hinter einem Bauern</translation>
    </message>
    <message>
        <source>king distance</source>
        <translation>Königsabstand</translation>
    </message>
    <message>
        <source>seventh rank</source>
        <translation>siebte Reihe</translation>
    </message>
    <message>
        <source>pawn push threat</source>
        <translation>Bauernzugdrohung</translation>
    </message>
</context>
<context>
    <name>kdui</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 for its square</source>
        <translation>%1 für ihr Feld</translation>
    </message>
    <message>
        <source>shared by %1 bishops</source>
        <translation>auf %1 Läufer verteilt</translation>
    </message>
    <message>
        <source>open file</source>
        <translation>offene Linie</translation>
    </message>
    <message>
        <source>half-open file</source>
        <translation>halboffene Linie</translation>
    </message>
    <message>
        <source>%1 of %2 attack units</source>
        <translation>%1 von %2 Angriffseinheiten</translation>
    </message>
    <message>
        <source>%1 covered</source>
        <translation>%1 abgedeckt</translation>
    </message>
    <message>
        <source>attacked by a %1</source>
        <translation>Angriff durch %1</translation>
    </message>
    <message>
        <source>attacked by a pawn</source>
        <translation>Angriff durch Bauer</translation>
    </message>
    <message>
        <source>%1 is to move: %2 %3. The side to move&apos;s bonus belongs to no piece.</source>
        <translation>%1 ist am Zug: %2 %3. Der Bonus der Seite am Zug gehört zu keiner Figur.</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source> (%1 → %2)</source>
        <translation> (%1 → %2)</translation>
    </message>
    <message>
        <source>Middle game %1/%1: every value is its middle-game value</source>
        <translation>Mittelspiel %1/%1: Jeder Wert ist sein Mittelspielwert</translation>
    </message>
    <message>
        <source>End game 0/%1: every value is its end-game value</source>
        <translation>Endspiel 0/%1: Jeder Wert ist sein Endspielwert</translation>
    </message>
    <message>
        <source>Middle game %1/%3: each value is %1/%3 of its middle-game value plus %2/%3 of its end-game value</source>
        <translation>Mittelspiel %1/%3: Jeder Wert besteht zu %1/%3 aus seinem Mittelspielwert und zu %2/%3 aus seinem Endspielwert</translation>
    </message>
    <message>
        <source>End game: every value comes from the end-game tables</source>
        <translation>Endspiel: Jeder Wert stammt aus den Endspieltabellen</translation>
    </message>
    <message>
        <source>Middle game: every value comes from the middle-game tables</source>
        <translation>Mittelspiel: Jeder Wert stammt aus den Mittelspieltabellen</translation>
    </message>
    <message>
        <source>White %1 − Black %2 = %3 for White</source>
        <translation>Weiß %1 − Schwarz %2 = %3 für Weiß</translation>
    </message>
    <message>
        <source>%1 ✓ matches the engine</source>
        <translation>%1 ✓ stimmt mit der Engine überein</translation>
    </message>
    <message>
        <source>%1; the engine says %2 for White: they differ!</source>
        <translation>%1; die Engine sagt %2 für Weiß: Die Werte weichen ab!</translation>
    </message>
    <message>
        <source>The engine works from the side to move: %1 for %2.</source>
        <translation>Die Engine rechnet aus Sicht der Seite am Zug: %1 für %2.</translation>
    </message>
    <message>
        <source> Its evaluation there is %1.</source>
        <translation> Ihre Bewertung dort ist %1.</translation>
    </message>
    <message>
        <source>its material, its square&apos;s value and its terms (mobility, pawn structure, pieces, king safety, threats)</source>
        <translation>ihr Material, den Wert ihres Feldes und ihre Terme (Mobilität, Bauernstruktur, Figuren, Königssicherheit, Drohungen)</translation>
    </message>
    <message>
        <source>its material and its square&apos;s value</source>
        <translation>ihr Material und den Wert ihres Feldes</translation>
    </message>
    <message>
        <source>; the side to move adds its tempo</source>
        <translation>; die Seite am Zug erhält zusätzlich ihr Tempo</translation>
    </message>
    <message>
        <source>Both sides start at 0. Each piece adds %1 to its own side, mixed for the phase (%2/%3 middle game)%4.</source>
        <translation>Beide Seiten beginnen bei 0. Jede Figur bringt ihrer eigenen Seite %1 ein, gemischt für die Phase (%2/%3 Mittelspiel)%4.</translation>
    </message>
    <message>
        <source>Both sides start at 0. Each piece adds %1 to its own side%2.</source>
        <translation>Beide Seiten beginnen bei 0. Jede Figur bringt ihrer eigenen Seite %1 ein%2.</translation>
    </message>
    <message>
        <source>%1: %2 material%3 = %4; %5 so far %6</source>
        <translation>%1: %2 Material%3 = %4; %5 bisher %6</translation>
    </message>
    <message>
        <source>%1: %2 material %3 = %4; %5 so far %6</source>
        <translation>%1: %2 Material %3 = %4; %5 bisher %6</translation>
    </message>
    <message>
        <source>%1: %2 material; %3&apos;s material so far %4</source>
        <translation>%1: %2 Material; Material von %3 bisher %4</translation>
    </message>
    <message>
        <source>%1: %2 = %3; %4 so far %5</source>
        <translation>%1: %2 = %3; %4 bisher %5</translation>
    </message>
    <message>
        <source>%1: %2; %3 so far %4</source>
        <translation>%1: %2; %3 bisher %4</translation>
    </message>
    <message>
        <source>%1 is to move: %2 %3; %1 so far %4</source>
        <translation>%1 ist am Zug: %2 %3; %1 bisher %4</translation>
    </message>
    <message>
        <source>White %1 − Black %2 = %3 for White.</source>
        <translation>Weiß %1 − Schwarz %2 = %3 für Weiß.</translation>
    </message>
    <message>
        <source>%1 for White: the engine&apos;s evaluation (White is to move).</source>
        <translation>%1 für Weiß: die Bewertung der Engine (Weiß ist am Zug).</translation>
    </message>
    <message>
        <source>%1 for White: the engine&apos;s evaluation. The engine works from the side to move: %2 for Black.</source>
        <translation>%1 für Weiß: die Bewertung der Engine. Die Engine rechnet aus Sicht der Seite am Zug: %2 für Schwarz.</translation>
    </message>
    <message>
        <source>%1 %2 to %3: worth %4 → %5</source>
        <translation>%1 %2 nach %3: Wert %4 → %5</translation>
    </message>
    <message>
        <source>%1 pawn %2 becomes a %3 on %4: worth %5 → %6</source>
        <translation>Bauer (%1) %2 → %3 auf %4 (Umwandlung): Wert %5 → %6</translation>
    </message>
    <message>
        <source>%1 %2 to %3 (castling): worth %4 → %5</source>
        <translation>%1 %2 nach %3 (Rochade): Wert %4 → %5</translation>
    </message>
    <message>
        <source>%1 taken on %2%3: its %4 is lost</source>
        <translation>%1 auf %2%3 geschlagen: Wert %4 geht verloren</translation>
    </message>
    <message>
        <source> en passant</source>
        <translation> en passant</translation>
    </message>
    <message>
        <source>%1 on %2 (not moved): worth %3 → %4</source>
        <translation>%1 auf %2 (nicht gezogen): Wert %3 → %4</translation>
    </message>
    <message>
        <source>Tempo: %1 is to move now</source>
        <translation>Tempo: %1 ist jetzt am Zug</translation>
    </message>
    <message>
        <source>The end game begins: every piece is now valued from the end-game tables</source>
        <translation>Das Endspiel beginnt: Jede Figur wird jetzt nach den Endspieltabellen bewertet</translation>
    </message>
    <message>
        <source>The end game no longer holds: every piece is valued from the middle-game tables again</source>
        <translation>Kein Endspiel mehr: Jede Figur wird wieder nach den Mittelspieltabellen bewertet</translation>
    </message>
    <message>
        <source>Phase %1 → %2 of %3: every piece&apos;s value is mixed again, more toward the %4</source>
        <translation>Phase %1 → %2 von %3: Der Wert jeder Figur wird neu gemischt, stärker in Richtung %4</translation>
    </message>
    <message>
        <source>end game</source>
        <translation>Endspiel</translation>
    </message>
    <message>
        <source>middle game</source>
        <translation>Mittelspiel</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>≤ %1</source>
        <translation>≤ %1</translation>
    </message>
    <message>
        <source>%1 · depth %2: %3</source>
        <translation>%1 · Tiefe %2: %3</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1 %2 for %3</source>
        <translation>%1 %2 für %3</translation>
    </message>
    <message>
        <source>checkmate: %1 has won (%2)</source>
        <translation>Schachmatt: %1 hat gewonnen (%2)</translation>
    </message>
    <message>
        <source>a mate in %1 for %2 (%3)</source>
        <translation>ein Matt in %1 für %2 (%3)</translation>
    </message>
    <message>
        <source>The tables see %1; %2 sees</source>
        <translation>Die Tabellen sehen %1; %2 sieht</translation>
    </message>
    <message>
        <source>%1 %2 the tables cannot see.</source>
        <translation>%1 %2 – das sehen die Tabellen nicht.</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>%1 %2: no less for White than the tables.</source>
        <translation>%1 %2: für Weiß nicht weniger als die Tabellen.</translation>
    </message>
    <message>
        <source>%1 %2: no more for White than the tables.</source>
        <translation>%1 %2: für Weiß nicht mehr als die Tabellen.</translation>
    </message>
    <message>
        <source>%1 %2 too: it agrees with the tables.</source>
        <translation>%1 ebenfalls %2: Das stimmt mit den Tabellen überein.</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>mindestens </translation>
    </message>
    <message>
        <source>at most </source>
        <translation>höchstens </translation>
    </message>
    <message>
        <source>%1 %2: %3%4 the tables cannot see.</source>
        <translation>%1 %2: %3%4, die die Tabellen nicht sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n safe square</source>
        <translation>
            <numerusform>%n sicheres Feld</numerusform>
            <numerusform>%n sichere Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n safe squares</source>
        <translation>
            <numerusform>%n sicheres Feld</numerusform>
            <numerusform>%n sichere Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file</source>
        <translation>
            <numerusform>%n Linie</numerusform>
            <numerusform>%n Linien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files</source>
        <translation>
            <numerusform>%n Linie</numerusform>
            <numerusform>%n Linien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checking square</source>
        <translation>
            <numerusform>%n Schachfeld</numerusform>
            <numerusform>%n Schachfelder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checking squares</source>
        <translation>
            <numerusform>%n Schachfeld</numerusform>
            <numerusform>%n Schachfelder</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 without an own pawn</source>
        <translation>%1 ohne eigenen Bauern</translation>
    </message>
    <message>
        <source>on its rank %1</source>
        <translation>auf seiner Reihe %1</translation>
    </message>
    <message>
        <source>kings %1 squares apart</source>
        <translation>Könige %1 Felder voneinander</translation>
    </message>
    <message>
        <source>lone king %1 from the corner</source>
        <translation>einzelner König %1 von der Ecke</translation>
    </message>
    <message numerus="yes">
        <source>%n own pawn</source>
        <translation>
            <numerusform>%n eigener Bauer</numerusform>
            <numerusform>%n eigene Bauern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n own pawns</source>
        <translation>
            <numerusform>%n eigener Bauer</numerusform>
            <numerusform>%n eigene Bauern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n squares</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on its colour</source>
        <translation>%1 auf seiner Farbe</translation>
    </message>
    <message>
        <source>%1 from its king</source>
        <translation>%1 vom eigenen König</translation>
    </message>
    <message>
        <source>a safe pawn push would attack it</source>
        <translation>ein sicherer Bauernzug würde sie angreifen</translation>
    </message>
</context>
<context>
    <name>kdui::AnalyserView</name>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Start the engine again and go on analysing</source>
        <translation>Die Engine neu starten und weiter analysieren</translation>
    </message>
    <message>
        <source>Double-click a line to play its first move</source>
        <translation>Doppelklicken Sie auf eine Variante, um ihren ersten Zug zu spielen</translation>
    </message>
    <message>
        <source>%1 with the %2 model</source>
        <translation>%1 mit dem Modell %2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>stopped · depth %1</source>
        <translation>angehalten · Tiefe %1</translation>
    </message>
    <message>
        <source>stopped · %1</source>
        <translation>angehalten · %1</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>startet…</translation>
    </message>
    <message>
        <source>checkmate: no move to analyse</source>
        <translation>Schachmatt: kein Zug zu analysieren</translation>
    </message>
    <message>
        <source>stalemate: no move to analyse</source>
        <translation>Patt: kein Zug zu analysieren</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>rechnet…</translation>
    </message>
    <message>
        <source>depth %1 · %2 n/s</source>
        <translation>Tiefe %1 · %2 n/s</translation>
    </message>
    <message>
        <source>d%1 · %2</source>
        <translation>T%1 · %2</translation>
    </message>
</context>
<context>
    <name>kdui::AnalysisLinesModel</name>
    <message>
        <source>%1, depth %2/%3
%4</source>
        <translation>%1, Tiefe %2/%3
%4</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
</context>
<context>
    <name>kdui::AnalysisPanel</name>
    <message>
        <source>Who analyses: Kandinsky, an engine, or both side by side</source>
        <translation>Wer analysiert: Kandinsky, eine Engine oder beide nebeneinander</translation>
    </message>
    <message>
        <source> lines</source>
        <translation> Varianten</translation>
    </message>
    <message>
        <source>How many best moves each engine shows (MultiPV)</source>
        <translation>Wie viele beste Züge jede Engine anzeigt (MultiPV)</translation>
    </message>
    <message>
        <source>Kandinsky</source>
        <translation>Kandinsky</translation>
    </message>
    <message>
        <source>Kandinsky + %1</source>
        <translation>Kandinsky + %1</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>Engines…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Los</translation>
    </message>
    <message>
        <source>Stop analysing</source>
        <translation>Analyse beenden</translation>
    </message>
    <message>
        <source>Analyse the position on the board</source>
        <translation>Die Stellung auf dem Brett analysieren</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (never played)</source>
        <translation>%1 (nie gespielt)</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n weiterer</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Book:&lt;/b&gt; out of book</source>
        <translation>&lt;b&gt;Buch:&lt;/b&gt; nicht mehr im Buch</translation>
    </message>
    <message>
        <source>&lt;b&gt;Book:&lt;/b&gt; only moves it never plays</source>
        <translation>&lt;b&gt;Buch:&lt;/b&gt; nur Züge, die es nie spielt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Book:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Buch:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>The opening book %1 for this position: %2. Click a move to play it.</source>
        <translation>Das Eröffnungsbuch %1 für diese Stellung: %2. Klicken Sie auf einen Zug, um ihn zu spielen.</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>keine Züge</translation>
    </message>
</context>
<context>
    <name>kdui::BoardHeat</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Piece under the mouse</source>
        <translation>Figur unter der Maus</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>%1-Tabelle</translation>
    </message>
    <message>
        <source>White %1</source>
        <translation>%1 (Weiß)</translation>
    </message>
    <message>
        <source>Black %1</source>
        <translation>%1 (Schwarz)</translation>
    </message>
    <message>
        <source> · blended at phase %1/%2</source>
        <translation> · gemischt bei Phase %1/%2</translation>
    </message>
    <message>
        <source> · end-game table</source>
        <translation> · Endspieltabelle</translation>
    </message>
    <message>
        <source> · middle-game table</source>
        <translation> · Mittelspieltabelle</translation>
    </message>
    <message>
        <source>Board &amp;heat</source>
        <translation>Brett-&amp;Heatmap</translation>
    </message>
    <message>
        <source>%1 table %2</source>
        <translation>%1-Tabelle %2</translation>
    </message>
</context>
<context>
    <name>kdui::BoardTheme</name>
    <message>
        <source>Slate</source>
        <translation>Schiefer</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
</context>
<context>
    <name>kdui::BoardView</name>
    <message>
        <source>Chess board</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>%1 to move. Enter shows a cursor, the arrow keys move it, Enter picks up and puts down a piece.</source>
        <translation>%1 am Zug. Die Eingabetaste zeigt einen Cursor, die Pfeiltasten bewegen ihn, die Eingabetaste nimmt eine Figur auf und setzt sie ab.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <source>white pawn %1</source>
        <translation>weißer Bauer %1</translation>
    </message>
    <message>
        <source>white knight %1</source>
        <translation>weißer Springer %1</translation>
    </message>
    <message>
        <source>white bishop %1</source>
        <translation>weißer Läufer %1</translation>
    </message>
    <message>
        <source>white rook %1</source>
        <translation>weißer Turm %1</translation>
    </message>
    <message>
        <source>white queen %1</source>
        <translation>weiße Dame %1</translation>
    </message>
    <message>
        <source>white king %1</source>
        <translation>weißer König %1</translation>
    </message>
    <message>
        <source>black pawn %1</source>
        <translation>schwarzer Bauer %1</translation>
    </message>
    <message>
        <source>black knight %1</source>
        <translation>schwarzer Springer %1</translation>
    </message>
    <message>
        <source>black bishop %1</source>
        <translation>schwarzer Läufer %1</translation>
    </message>
    <message>
        <source>black rook %1</source>
        <translation>schwarzer Turm %1</translation>
    </message>
    <message>
        <source>black queen %1</source>
        <translation>schwarze Dame %1</translation>
    </message>
    <message>
        <source>black king %1</source>
        <translation>schwarzer König %1</translation>
    </message>
</context>
<context>
    <name>kdui::BreakdownPage</name>
    <message>
        <source>Show the term columns</source>
        <translation>Spalten der Terme anzeigen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Start: add the pieces from zero (Ctrl+Home)</source>
        <translation>Anfang: die Figuren ab null addieren (Strg+Pos1)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back: take back the last step (Ctrl+Left)</source>
        <translation>Zurück: den letzten Schritt zurücknehmen (Strg+Links)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Step: add the next piece (Ctrl+Right)</source>
        <translation>Schritt: die nächste Figur addieren (Strg+Rechts)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play: add the pieces one by one, automatically (Ctrl+Space)</source>
        <translation>Abspielen: die Figuren automatisch eine nach der anderen addieren (Strg+Leertaste)</translation>
    </message>
    <message>
        <source>Piece by piece</source>
        <translation>Figur für Figur</translation>
    </message>
    <message>
        <source>Material first</source>
        <translation>Material zuerst</translation>
    </message>
    <message>
        <source>What each step adds: a whole piece, or every piece&apos;s material first and then every square value</source>
        <translation>Was jeder Schritt hinzufügt: eine ganze Figur oder zuerst das Material aller Figuren und dann alle Feldwerte</translation>
    </message>
    <message>
        <source>Ctrl+Home</source>
        <translation>Ctrl+Home</translation>
    </message>
    <message>
        <source>Ctrl+Left</source>
        <translation>Ctrl+Left</translation>
    </message>
    <message>
        <source>Ctrl+Right</source>
        <translation>Ctrl+Right</translation>
    </message>
    <message>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Space</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1

How the phase is counted: %2</source>
        <translation>%1

So wird die Phase gezählt: %2</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 Schritte</translation>
    </message>
    <message>
        <source>Step (Ctrl+Right) or Play adds the pieces one at a time, from zero.</source>
        <translation>„Schritt“ (Strg+Rechts) oder „Abspielen“ addiert die Figuren einzeln, ab null.</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <comment>step counter where the words do not fit</comment>
        <translation>%1/%2</translation>
    </message>
</context>
<context>
    <name>kdui::ComparePage</name>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>The king without its material: only its square value is compared</source>
        <translation>Der König ohne sein Material: Nur sein Feldwert wird verglichen</translation>
    </message>
    <message>
        <source>Tempo</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>%1 is to move: the side to move&apos;s bonus, which belongs to no piece</source>
        <translation>%1 ist am Zug: der Bonus der Seite am Zug, der zu keiner Figur gehört</translation>
    </message>
    <message>
        <source>For White: %1 %2, %3 %4 (%5). Phases: %6/%7 and %8/%9.</source>
        <translation>Für Weiß: %1 %2, %3 %4 (%5). Phasen: %6/%7 und %8/%9.</translation>
    </message>
    <message>
        <source>Kings are compared without their material (%1: %2, %3: %4), which cancels out in each model&apos;s score; only their %5 are compared.</source>
        <translation>Könige werden ohne ihr Material verglichen (%1: %2, %3: %4), das sich in der Bewertung jedes Modells aufhebt; verglichen werden nur ihre %5.</translation>
    </message>
    <message>
        <source>square values and terms</source>
        <translation>Feldwerte und Terme</translation>
    </message>
    <message>
        <source>square values</source>
        <translation>Feldwerte</translation>
    </message>
</context>
<context>
    <name>kdui::EngineList</name>
    <message>
        <source>Engine %1 in the settings</source>
        <translation>Engine %1 in den Einstellungen</translation>
    </message>
    <message>
        <source>%1 names no program; it was skipped.</source>
        <translation>%1 gibt kein Programm an; der Eintrag wurde übersprungen.</translation>
    </message>
    <message>
        <source>%1 repeats %2; it was skipped.</source>
        <translation>%1 wiederholt %2; der Eintrag wurde übersprungen.</translation>
    </message>
    <message>
        <source>%1: the option line “%2” could not be read (%3); that option was dropped.</source>
        <translation>%1: Die Optionszeile „%2“ konnte nicht gelesen werden (%3); diese Option wurde verworfen.</translation>
    </message>
    <message>
        <source>%1: the value “%2” is for no option the engine declares; it was dropped.</source>
        <translation>%1: Der Wert „%2“ gehört zu keiner Option, die die Engine angibt; er wurde verworfen.</translation>
    </message>
    <message>
        <source>%1: %2; the default is used.</source>
        <translation>%1: %2; der Standardwert wird verwendet.</translation>
    </message>
    <message>
        <source>The engine list in the settings claims %1 entries; %2 were found.</source>
        <translation>Die Engine-Liste in den Einstellungen nennt %1 Einträge; %2 wurden gefunden.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problems with the engine list in the settings.</source>
        <translation>
            <numerusform>… und %n weiteres Problem mit der Engine-Liste in den Einstellungen.</numerusform>
            <numerusform>… und %n weitere Probleme mit der Engine-Liste in den Einstellungen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kdui::EngineManagerDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>&amp;Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Probe again</source>
        <translation>Erneut ab&amp;fragen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>Choose an engine program; Kandinsky starts it once to read its name and options</source>
        <translation>Wählen Sie ein Engine-Programm; Kandinsky startet es einmal, um seinen Namen und seine Optionen auszulesen</translation>
    </message>
    <message>
        <source>No engines yet.

Add… a UCI chess engine program, such as Stockfish (/usr/games/stockfish once the stockfish package is installed).</source>
        <translation>Noch keine Engines.

Fügen Sie mit „Hinzufügen…“ ein UCI-Schachengine-Programm hinzu, etwa Stockfish (/usr/games/stockfish, sobald das Paket stockfish installiert ist).</translation>
    </message>
    <message>
        <source>The name Kandinsky shows for this engine; empty: the name the engine declares</source>
        <translation>Der Name, den Kandinsky für diese Engine anzeigt; leer: der Name, den die Engine angibt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Command-line arguments for the program, separated by spaces (quote one that holds spaces); Probe again reads the options it declares with them</source>
        <translation>Kommandozeilenargumente für das Programm, durch Leerzeichen getrennt (ein Argument mit Leerzeichen in Anführungszeichen setzen); „Erneut abfragen“ liest die Optionen, die das Programm damit angibt</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>Autor:</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programm:</translation>
    </message>
    <message>
        <source>A&amp;rguments:</source>
        <translation>A&amp;rgumente:</translation>
    </message>
    <message>
        <source>Set every option back to the value the engine declares as its default</source>
        <translation>Alle Optionen auf den Wert zurücksetzen, den die Engine als Standard angibt</translation>
    </message>
    <message>
        <source>Start the program again to read its name and options (after an update of the engine); values that still fit are kept</source>
        <translation>Das Programm erneut starten, um Namen und Optionen auszulesen (nach einem Update der Engine); Werte, die noch passen, bleiben erhalten</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>The options as the engine declares them. A value changed from the default is shown in bold and is set each time the engine starts.</source>
        <translation>Die Optionen, wie die Engine sie angibt. Ein vom Standard abweichender Wert wird fett angezeigt und bei jedem Start der Engine gesetzt.</translation>
    </message>
    <message>
        <source>Stop waiting for this engine</source>
        <translation>Nicht länger auf diese Engine warten</translation>
    </message>
    <message>
        <source>(no name declared)</source>
        <translation>(kein Name angegeben)</translation>
    </message>
    <message>
        <source>(not declared)</source>
        <translation>(nicht angegeben)</translation>
    </message>
    <message>
        <source>Options (%1)</source>
        <translation>Optionen (%1)</translation>
    </message>
    <message>
        <source>The engine declares no options.</source>
        <translation>Die Engine gibt keine Optionen an.</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Datei auswählen</translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation>Ordner auswählen</translation>
    </message>
    <message>
        <source>Press at start</source>
        <translation>Beim Start drücken</translation>
    </message>
    <message>
        <source>“%1” is a button: it acts on a running engine. Checked, Kandinsky presses it each time it starts this engine, right after setting the options.</source>
        <translation>„%1“ ist eine Schaltfläche: Sie wirkt auf eine laufende Engine. Wenn angehakt, drückt Kandinsky sie bei jedem Start dieser Engine, direkt nach dem Setzen der Optionen.</translation>
    </message>
    <message>
        <source>Do not press it at start</source>
        <translation>Beim Start nicht drücken</translation>
    </message>
    <message>
        <source>Back to the default, %1</source>
        <translation>Zurück zum Standardwert, %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>The arguments of %1 changed; Probe again reads the options the engine declares with them.</source>
        <translation>Die Argumente von %1 wurden geändert; „Erneut abfragen“ liest die Optionen, die die Engine damit angibt.</translation>
    </message>
    <message>
        <source>The options of %1 are back to their defaults.</source>
        <translation>Die Optionen von %1 wurden auf ihre Standardwerte zurückgesetzt.</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>Engine entfernen</translation>
    </message>
    <message>
        <source>Remove %1 from the list of engines? The program itself stays installed.</source>
        <translation>%1 aus der Liste der Engines entfernen? Das Programm selbst bleibt installiert.</translation>
    </message>
    <message>
        <source>%1 was removed from the list.</source>
        <translation>%1 wurde aus der Liste entfernt.</translation>
    </message>
    <message>
        <source>Choose a UCI engine program</source>
        <translation>UCI-Engine-Programm auswählen</translation>
    </message>
    <message>
        <source>Wait for the engine being probed, or cancel it, before adding another.</source>
        <translation>Warten Sie, bis die gerade abgefragte Engine fertig ist, oder brechen Sie die Abfrage ab, bevor Sie eine weitere hinzufügen.</translation>
    </message>
    <message>
        <source>%1 is already in the list as “%2”.</source>
        <translation>%1 ist bereits als „%2“ in der Liste.</translation>
    </message>
    <message>
        <source>Probing %1 …</source>
        <translation>%1 wird abgefragt …</translation>
    </message>
    <message>
        <source>Probing was cancelled.</source>
        <translation>Die Abfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>%1 was added, with %2.</source>
        <translation>%1 wurde hinzugefügt, mit %2.</translation>
    </message>
    <message>
        <source>The engine was removed while it was being probed.</source>
        <translation>Die Engine wurde entfernt, während sie abgefragt wurde.</translation>
    </message>
    <message>
        <source>%1 (no longer declared)</source>
        <translation>%1 (nicht mehr angegeben)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 was probed again: %2.</source>
        <translation>%1 wurde erneut abgefragt: %2.</translation>
    </message>
    <message>
        <source>Values dropped: %1.</source>
        <translation>Verworfene Werte: %1.</translation>
    </message>
</context>
<context>
    <name>kdui::EngineOfferDialog</name>
    <message>
        <source>Chess engines found</source>
        <translation>Schachengines gefunden</translation>
    </message>
    <message>
        <source>Kandinsky found these chess engines installed. Add them to the list of engines (Game ▸ Engines…) to play against them or to analyse with them:</source>
        <translation>Kandinsky hat diese installierten Schachengines gefunden. Fügen Sie sie der Liste der Engines hinzu (Partie ▸ Engines…), um gegen sie zu spielen oder mit ihnen zu analysieren:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
</context>
<context>
    <name>kdui::EnginePanel</name>
    <message>
        <source>Step through the line…</source>
        <translation>Variante schrittweise durchgehen…</translation>
    </message>
    <message>
        <source>Follow this line on a preview board in the inspector, with the evaluation of every position</source>
        <translation>Diese Variante auf einem Vorschaubrett im Inspektor verfolgen, mit der Bewertung jeder Stellung</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>die Partie ist beendet</translation>
    </message>
    <message>
        <source>the model&apos;s sum of the pieces, before any search</source>
        <translation>die Summe der Figuren laut Modell, vor jeder Suche</translation>
    </message>
    <message>
        <source>depth %1/%2 · %3 nodes · %4 nodes/s · %5 s</source>
        <translation>Tiefe %1/%2 · %3 Knoten · %4 Knoten/s · %5 s</translation>
    </message>
    <message>
        <source>No evaluation of the position on the board yet.</source>
        <translation>Noch keine Bewertung der Stellung auf dem Brett.</translation>
    </message>
</context>
<context>
    <name>kdui::EvalBar</name>
    <message>
        <source>The evaluation from White&apos;s side, in %1: the upper part is Black&apos;s share.</source>
        <translation>Die Bewertung aus Sicht von Weiß, in %1: Der obere Teil ist der Anteil von Schwarz.</translation>
    </message>
    <message>
        <source>No evaluation of the position on the board yet.</source>
        <translation>Noch keine Bewertung der Stellung auf dem Brett.</translation>
    </message>
</context>
<context>
    <name>kdui::EvalGraph</name>
    <message>
        <source>The evaluation of each position, from White&apos;s side: the engine&apos;s search score where it searched (orange dots), otherwise a quiet estimate (the evaluation once the pending captures are played out); an analysing engine&apos;s score as a purple curve. Click a point to go to that position; right-click to export.</source>
        <translation>Die Bewertung jeder Stellung aus Sicht von Weiß: die Suchbewertung der Engine, wo sie gesucht hat (orange Punkte), sonst eine ruhige Schätzung (die Bewertung, nachdem die anstehenden Schlagzüge ausgespielt sind); die Bewertung einer analysierenden Engine als violette Kurve. Klicken Sie auf einen Punkt, um zu dieser Stellung zu gehen; Rechtsklick zum Exportieren.</translation>
    </message>
    <message>
        <source>engine search</source>
        <translation>Engine-Suche</translation>
    </message>
    <message>
        <source>quiet estimate</source>
        <translation>ruhige Schätzung</translation>
    </message>
    <message>
        <source>analyser</source>
        <translation>Analyse-Engine</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Ply %1: %2 %3</source>
        <translation>Halbzug %1: %2 %3</translation>
    </message>
    <message>
        <source> (static evaluation %1)</source>
        <translation> (statische Bewertung %1)</translation>
    </message>
    <message>
        <source>an inaccuracy</source>
        <translation>eine Ungenauigkeit</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>ein Fehler</translation>
    </message>
    <message>
        <source>a blunder</source>
        <translation>ein grober Fehler</translation>
    </message>
    <message>
        <source>The move into it: %1</source>
        <translation>Der Zug in diese Stellung: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, %1 more than the %2</source>
        <translation>, %1 mehr als die %2</translation>
    </message>
    <message>
        <source>, as the %1</source>
        <translation>, wie die %1</translation>
    </message>
    <message>
        <source>Export graph as PNG…</source>
        <translation>Grafik als PNG exportieren…</translation>
    </message>
</context>
<context>
    <name>kdui::ExplanationModel</name>
    <message>
        <source>Piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Mat.</source>
        <translation>Mat.</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Square value</source>
        <translation>Feldwert</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Mob.</source>
        <translation>Mob.</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>Mobilität</translation>
    </message>
    <message>
        <source>Pwn.</source>
        <translation>Bau.</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Bauern</translation>
    </message>
    <message>
        <source>Pcs.</source>
        <translation>Fig.</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Thr.</source>
        <translation>Dro.</translation>
    </message>
    <message>
        <source>Threats</source>
        <translation>Drohungen</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>What the piece is worth by itself, in %1</source>
        <translation>Was die Figur für sich allein wert ist, in %1</translation>
    </message>
    <message>
        <source>What its square adds or takes away (the piece-square table), in %1</source>
        <translation>Was ihr Feld hinzufügt oder abzieht (die Figur-Feld-Tabelle), in %1</translation>
    </message>
    <message>
        <source>The square&apos;s value in the middle game</source>
        <translation>Der Wert des Feldes im Mittelspiel</translation>
    </message>
    <message>
        <source>The square&apos;s value in the end game</source>
        <translation>Der Wert des Feldes im Endspiel</translation>
    </message>
    <message>
        <source>Mobility: what the safe squares a knight, bishop, rook or queen can go to are worth</source>
        <translation>Mobilität: der Wert der sicheren Felder, die ein Springer, Läufer, Turm oder eine Dame erreichen kann</translation>
    </message>
    <message>
        <source>Pawn structure: passed, doubled, isolated and backward pawns</source>
        <translation>Bauernstruktur: Freibauern, Doppelbauern, isolierte und rückständige Bauern</translation>
    </message>
    <message>
        <source>Pieces: the bishop pair (shared by the bishops), rooks on open and half-open files</source>
        <translation>Figuren: das Läuferpaar (auf beide Läufer verteilt), Türme auf offenen und halboffenen Linien</translation>
    </message>
    <message>
        <source>King safety: attacks on the enemy king&apos;s zone, the own king&apos;s pawn shield</source>
        <translation>Königssicherheit: Angriffe auf die Zone des gegnerischen Königs, der Bauernschild des eigenen Königs</translation>
    </message>
    <message>
        <source>Threats: the piece is attacked by a pawn or a lesser piece</source>
        <translation>Drohungen: Die Figur wird von einem Bauern oder einer geringerwertigen Figur angegriffen</translation>
    </message>
    <message>
        <source>What the piece adds to its side: material plus table plus terms</source>
        <translation>Was die Figur ihrer Seite einbringt: Material plus Tabelle plus Terme</translation>
    </message>
    <message>
        <source>What the piece adds to its side: material plus square value</source>
        <translation>Was die Figur ihrer Seite einbringt: Material plus Feldwert</translation>
    </message>
    <message>
        <source>Everything but material: its size and sign</source>
        <translation>Alles außer Material: Größe und Vorzeichen</translation>
    </message>
    <message>
        <source>The square value&apos;s size and sign</source>
        <translation>Größe und Vorzeichen des Feldwerts</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1&apos;s total so far</source>
        <translation>Bisherige Summe für %1</translation>
    </message>
    <message>
        <source>Its pieces %1, its tempo %2</source>
        <translation>Figuren %1, Tempo %2</translation>
    </message>
    <message>
        <source>%1 on %2 (its square in White&apos;s table: %3)
material %4, %5 %6</source>
        <translation>%1 auf %2 (Feld in der Tabelle von Weiß: %3)
Material %4, %5 %6</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>square value</source>
        <translation>Feldwert</translation>
    </message>
    <message>
        <source>
mixed for the phase (%1/%2 middle game) from middle game %3 %4 and end game %5 %6</source>
        <translation>
gemischt für die Phase (%1/%2 Mittelspiel) aus Mittelspiel %3 %4 und Endspiel %5 %6</translation>
    </message>
    <message>
        <source>
total %1</source>
        <translation>
insgesamt %1</translation>
    </message>
</context>
<context>
    <name>kdui::GameController</name>
    <message>
        <source>Kandinsky game</source>
        <translation>Kandinsky-Partie</translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation>FEN: %1</translation>
    </message>
    <message>
        <source>%1 played an illegal move: %2 in %3</source>
        <translation>%1 hat einen unzulässigen Zug gespielt: %2 in %3</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 ist fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>kdui::GameReviewer</name>
    <message>
        <source>%1 answered the illegal move &apos;%2&apos; in position %3 of the review</source>
        <translation>%1 hat in Stellung %3 der Prüfung mit dem unzulässigen Zug „%2“ geantwortet</translation>
    </message>
    <message>
        <source>%1 gave no score for position %2 of the review</source>
        <translation>%1 hat für Stellung %2 der Prüfung keine Bewertung geliefert</translation>
    </message>
    <message>
        <source>The review stopped after %1 of %2 positions: %3</source>
        <translation>Die Prüfung wurde nach %1 von %2 Stellungen abgebrochen: %3</translation>
    </message>
</context>
<context>
    <name>kdui::HeatLegendBar</name>
    <message>
        <source>%1: orange is bad for the piece, blue good; full colour at %2 and %3</source>
        <translation>%1: Orange ist schlecht für die Figur, Blau gut; volle Farbe bei %2 und %3</translation>
    </message>
    <message>
        <source>blended at phase</source>
        <translation>gemischt bei Phase</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>Phase</translation>
    </message>
</context>
<context>
    <name>kdui::HeatmapCanvas</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1 passed pawn on %2 · %3
passed-pawn bonus %4</source>
        <translation>Freibauer (%1) auf %2 · %3
Freibauer-Bonus %4</translation>
    </message>
    <message>
        <source>
(read from White&apos;s %1 entry, mirrored)</source>
        <translation>
(gespiegelt aus dem Eintrag %1 von Weiß gelesen)</translation>
    </message>
    <message>
        <source>%1 %2 on %3 · %4</source>
        <translation>%2 (%1) auf %3 · %4</translation>
    </message>
    <message>
        <source>
table %1, material %2: a %3 here is worth %4</source>
        <translation>
Tabelle %1, Material %2: %3 ist hier %4 wert</translation>
    </message>
    <message>
        <source>On a cell, Ctrl+wheel steps 1 cp (with Shift 10 cp).</source>
        <translation>Auf einer Zelle ändert Strg+Mausrad den Wert um 1 cp (mit Umschalt um 10 cp).</translation>
    </message>
    <message>
        <source>The value in pawns (0.01 = one centipawn): Enter sets it, Escape cancels. %1</source>
        <translation>Der Wert in Bauern (0,01 = ein Centipawn): Eingabe übernimmt ihn, Esc bricht ab. %1</translation>
    </message>
    <message>
        <source>The value in centipawns (100 = one pawn): Enter sets it, Escape cancels. %1</source>
        <translation>Der Wert in Centipawns (100 = ein Bauer): Eingabe übernimmt ihn, Esc bricht ab. %1</translation>
    </message>
    <message>
        <source>Piece-square tables</source>
        <translation>Figur-Feld-Tabellen</translation>
    </message>
    <message>
        <source>passed pawn</source>
        <translation>Freibauer</translation>
    </message>
    <message>
        <source>%1 %2, material and table %3</source>
        <translation>%1 %2, Material und Tabelle %3</translation>
    </message>
    <message>
        <source>%1 %2, table %3</source>
        <translation>%1 %2, Tabelle %3</translation>
    </message>
</context>
<context>
    <name>kdui::HeatmapPanel</name>
    <message>
        <source>The evaluation model: the engine plays with it from its next search</source>
        <translation>Das Bewertungsmodell: Die Engine spielt ab ihrer nächsten Suche damit</translation>
    </message>
    <message>
        <source>Load a model from a JSON file</source>
        <translation>Ein Modell aus einer JSON-Datei laden</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save the model, with your edits, as a JSON file</source>
        <translation>Das Modell mit Ihren Änderungen als JSON-Datei speichern</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Take back the last change to a table value</source>
        <translation>Die letzte Änderung an einem Tabellenwert zurücknehmen</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <translation>Bearbeitung rückgängig</translation>
    </message>
    <message>
        <source>Save these tables as a PNG image (right-click a table for that table alone)</source>
        <translation>Diese Tabellen als PNG-Bild speichern (Rechtsklick auf eine Tabelle für nur diese Tabelle)</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>All six pieces, or one piece in large</source>
        <translation>Alle sechs Figuren oder eine Figur vergrößert</translation>
    </message>
    <message>
        <source>All pieces</source>
        <translation>Alle Figuren</translation>
    </message>
    <message>
        <source>One piece</source>
        <translation>Eine Figur</translation>
    </message>
    <message>
        <source>The piece shown in large</source>
        <translation>Die vergrößert gezeigte Figur</translation>
    </message>
    <message>
        <source>Middle-game and end-game tables, or their blend at a phase</source>
        <translation>Mittelspiel- und Endspieltabellen oder ihre Mischung bei einer Phase</translation>
    </message>
    <message>
        <source>Middle + end game</source>
        <translation>Mittel- + Endspiel</translation>
    </message>
    <message>
        <source>Middle game</source>
        <translation>Mittelspiel</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Endspiel</translation>
    </message>
    <message>
        <source>Blend at phase</source>
        <translation>Mischung bei Phase</translation>
    </message>
    <message>
        <source>The tables as a White or a Black piece reads them (mirrored)</source>
        <translation>Die Tabellen, wie eine weiße oder eine schwarze Figur sie liest (gespiegelt)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>The game phase: 0 is the end game, the maximum the middle game</source>
        <translation>Die Partiephase: 0 ist das Endspiel, das Maximum das Mittelspiel</translation>
    </message>
    <message>
        <source>Follow the phase of the position on the board as moves are made</source>
        <translation>Der Phase der Stellung auf dem Brett folgen, während Züge gespielt werden</translation>
    </message>
    <message>
        <source>Current position</source>
        <translation>Aktuelle Stellung</translation>
    </message>
    <message>
        <source>Show material + table: what a piece on the square is worth in total</source>
        <translation>Material + Tabelle zeigen: was eine Figur auf dem Feld insgesamt wert ist</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>One colour scale for every table, or one per table</source>
        <translation>Eine Farbskala für alle Tabellen oder eine je Tabelle</translation>
    </message>
    <message>
        <source>One scale</source>
        <translation>Eine Skala</translation>
    </message>
    <message>
        <source>Paint a table&apos;s heat under the pieces on the main board (also in the View menu)</source>
        <translation>Die Heatmap einer Tabelle unter die Figuren auf dem Hauptbrett malen (auch im Menü Ansicht)</translation>
    </message>
    <message>
        <source>Board heat:</source>
        <translation>Brett-Heatmap:</translation>
    </message>
    <message>
        <source>Edit %1…</source>
        <translation>%1 bearbeiten…</translation>
    </message>
    <message>
        <source>Save this table as PNG…</source>
        <translation>Diese Tabelle als PNG speichern…</translation>
    </message>
    <message>
        <source>Save table as PNG</source>
        <translation>Tabelle als PNG speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Save all tables as PNG…</source>
        <translation>Alle Tabellen als PNG speichern…</translation>
    </message>
    <message>
        <source>Made here (e.g. tuned); Save… writes it to a file</source>
        <translation>Hier erstellt (z. B. abgestimmt); „Speichern…“ schreibt es in eine Datei</translation>
    </message>
    <message>
        <source>Built-in model</source>
        <translation>Eingebautes Modell</translation>
    </message>
    <message>
        <source>phase %1/%2</source>
        <translation>Phase %1/%2</translation>
    </message>
    <message>
        <source>The %1 model has one set of tables: a piece&apos;s value does not depend on the phase.</source>
        <translation>Das Modell %1 hat nur einen Satz Tabellen: Der Wert einer Figur hängt nicht von der Phase ab.</translation>
    </message>
    <message>
        <source>The %1 model switches from its middle-game to its end-game tables by a rule: %2</source>
        <translation>Das Modell %1 wechselt nach einer Regel von seinen Mittelspiel- zu seinen Endspieltabellen: %2</translation>
    </message>
    <message>
        <source>Phase: %1.
Every table value here is blended: round((mg × %2 + eg × %3) / %4).</source>
        <translation>Phase: %1.
Jeder Tabellenwert hier ist gemischt: round((mg × %2 + eg × %3) / %4).</translation>
    </message>
    <message>
        <source>A blended table is computed from the middle-game and end-game tables: choose &quot;Middle + end game&quot; (and untick &quot;Current position&quot;) to edit them</source>
        <translation>Eine gemischte Tabelle wird aus den Mittelspiel- und Endspieltabellen berechnet: Wählen Sie „Mittel- + Endspiel“ (und entfernen Sie den Haken bei „Aktuelle Stellung“), um sie zu bearbeiten</translation>
    </message>
    <message>
        <source>No table cell there</source>
        <translation>Dort ist keine Tabellenzelle</translation>
    </message>
    <message>
        <source>%1 %2 on %3: %4 %5 (Undo edit takes it back)</source>
        <translation>%2 (%1) auf %3: %4 %5 („Bearbeitung rückgängig“ nimmt es zurück)</translation>
    </message>
    <message>
        <source>passed pawn</source>
        <translation>Freibauer</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>table value</source>
        <translation>Tabellenwert</translation>
    </message>
    <message>
        <source>Could not write the image %1</source>
        <translation>Das Bild %1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save tables as PNG</source>
        <translation>Tabellen als PNG speichern</translation>
    </message>
    <message>
        <source>Saved the model to %1</source>
        <translation>Modell in %1 gespeichert</translation>
    </message>
    <message>
        <source>Save evaluation model</source>
        <translation>Bewertungsmodell speichern</translation>
    </message>
    <message>
        <source>Model files (*.json)</source>
        <translation>Modelldateien (*.json)</translation>
    </message>
    <message>
        <source>Open evaluation model</source>
        <translation>Bewertungsmodell öffnen</translation>
    </message>
    <message>
        <source>Model files (*.json);;All files (*)</source>
        <translation>Modelldateien (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>kdui::HeatmapTerms</name>
    <message>
        <source>&lt;b&gt;Evaluation terms&lt;/b&gt; · bars: MG full, EG light</source>
        <translation>&lt;b&gt;Bewertungsterme&lt;/b&gt; · Balken: Mittelspiel kräftig, Endspiel hell</translation>
    </message>
    <message>
        <source>Middle game / end game</source>
        <translation>Mittelspiel / Endspiel</translation>
    </message>
</context>
<context>
    <name>kdui::InspectorPanel</name>
    <message>
        <source>Each piece&apos;s material and positional share of the score</source>
        <translation>Der Material- und Stellungsanteil jeder Figur an der Bewertung</translation>
    </message>
    <message>
        <source>What the last move changed, piece by piece</source>
        <translation>Was der letzte Zug verändert hat, Figur für Figur</translation>
    </message>
    <message>
        <source>The engine&apos;s line, position by position, on a preview board</source>
        <translation>Die Variante der Engine, Stellung für Stellung, auf einem Vorschaubrett</translation>
    </message>
    <message>
        <source>The position under a second model, piece by piece, with the differences</source>
        <translation>Die Stellung unter einem zweiten Modell, Figur für Figur, mit den Unterschieden</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>Inspect the game&apos;s position again</source>
        <translation>Die Stellung der Partie wieder untersuchen</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>Aufschlüsselung</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Engine line</source>
        <translation>Engine-Variante</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>The evaluation over the whole game; click a move to go there</source>
        <translation>Die Bewertung über die ganze Partie; ein Klick auf einen Zug führt dorthin</translation>
    </message>
    <message>
        <source>Export evaluation graph</source>
        <translation>Bewertungsgrafik exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Graph written to %1</source>
        <translation>Grafik in %1 gespeichert</translation>
    </message>
    <message>
        <source>Engine line: the searched position</source>
        <translation>Engine-Variante: die Ausgangsstellung der Suche</translation>
    </message>
    <message>
        <source>Engine line: after %1 of %2 moves (%3)</source>
        <translation>Engine-Variante: nach %1 von %2 Zügen (%3)</translation>
    </message>
    <message>
        <source>Game: the start position</source>
        <translation>Partie: die Startstellung</translation>
    </message>
    <message>
        <source>Game: after %1</source>
        <translation>Partie: nach %1</translation>
    </message>
    <message>
        <source>%1 · %2: %3 for White</source>
        <translation>%1 · %2: %3 für Weiß</translation>
    </message>
    <message>
        <source>%1

Second opinion: in analysis mode an engine (Stockfish, or Kandinsky&apos;s own search) scores the position shown. Its score appears here beside the tables&apos; static score, with the difference in words: what the piece-square tables cannot see.</source>
        <translation>%1

Zweitmeinung: Im Analysemodus bewertet eine Engine (Stockfish oder Kandinskys eigene Suche) die gezeigte Stellung. Ihre Bewertung erscheint hier neben der statischen Bewertung der Tabellen, mit dem Unterschied in Worten: was die Figur-Feld-Tabellen nicht sehen können.</translation>
    </message>
    <message>
        <source>%1 search</source>
        <translation>%1-Suche</translation>
    </message>
    <message>
        <source>Second opinion: no analysis of this position along the engine&apos;s line. Analysis follows the game&apos;s position: go back to the game to compare.</source>
        <translation>Zweitmeinung: keine Analyse dieser Stellung entlang der Engine-Variante. Die Analyse folgt der Stellung der Partie: Kehren Sie zur Partie zurück, um zu vergleichen.</translation>
    </message>
    <message>
        <source>Second opinion: no analysis of this position yet.</source>
        <translation>Zweitmeinung: noch keine Analyse dieser Stellung.</translation>
    </message>
    <message>
        <source>Second opinion: %1 has not analysed this position yet.</source>
        <translation>Zweitmeinung: %1 hat diese Stellung noch nicht analysiert.</translation>
    </message>
    <message>
        <source>

An analyser&apos;s score is kept for the position it analysed; move to an analysed position, or let the analysis reach this one.</source>
        <translation>

Die Bewertung einer Analyse-Engine gilt für die Stellung, die sie analysiert hat; gehen Sie zu einer analysierten Stellung oder lassen Sie die Analyse diese Stellung erreichen.</translation>
    </message>
    <message>
        <source>The tables&apos; score is the model&apos;s static sum of the pieces (%1), without looking ahead. An analyser looks ahead: where it disagrees, the tables miss something (a tactic, a king in danger, a pawn that queens). Kandinsky&apos;s own search uses these same tables. Scores are from White&apos;s side; ≥ and ≤ mark a bound (the search had not settled on an exact score at that depth).</source>
        <translation>Die Bewertung der Tabellen ist die statische Summe der Figuren laut Modell (%1), ohne vorauszurechnen. Eine Analyse-Engine rechnet voraus: Wo sie abweicht, übersehen die Tabellen etwas (eine Taktik, einen gefährdeten König, einen Bauern, der sich umwandelt). Kandinskys eigene Suche verwendet dieselben Tabellen. Die Bewertungen gelten aus Sicht von Weiß; ≥ und ≤ kennzeichnen eine Schranke (die Suche hatte sich in dieser Tiefe noch nicht auf eine exakte Bewertung festgelegt).</translation>
    </message>
    <message>
        <source>evaluations in the PGN</source>
        <translation>Bewertungen in der PGN</translation>
    </message>
    <message>
        <source>Compare with an engine: Analysis menu.</source>
        <translation>Vergleich mit einer Engine: Menü Analyse.</translation>
    </message>
    <message>
        <source>%1 · %2 (%3: %4)</source>
        <translation>%1 · %2 (%3: %4)</translation>
    </message>
    <message>
        <source>Game: the set-up position</source>
        <translation>Partie: die aufgebaute Stellung</translation>
    </message>
</context>
<context>
    <name>kdui::KandinskyAnalyser</name>
    <message>
        <source>Kandinsky</source>
        <translation>Kandinsky</translation>
    </message>
</context>
<context>
    <name>kdui::LinePage</name>
    <message>
        <source>Searched position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>The position the engine searched</source>
        <translation>Die Stellung, von der aus die Engine gesucht hat</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>One move back along the line</source>
        <translation>Einen Zug in der Variante zurück</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>One move along the line</source>
        <translation>Einen Zug in der Variante weiter</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>Endstellung</translation>
    </message>
    <message>
        <source>The last position of the line, whose evaluation the search score came from</source>
        <translation>Die letzte Stellung der Variante, aus deren Bewertung die Suchbewertung stammt</translation>
    </message>
    <message>
        <source>No search yet. When the engine has searched (its move or a hint, H), its principal variation can be stepped through here.</source>
        <translation>Noch keine Suche. Wenn die Engine gesucht hat (für ihren Zug oder einen Tipp, H), können Sie ihre Hauptvariante hier schrittweise durchgehen.</translation>
    </message>
    <message>
        <source> (leaf)</source>
        <translation> (Endstellung)</translation>
    </message>
    <message>
        <source>A depth %1 search gives %2 for White, along %3 moves.</source>
        <translation>Eine Suche mit Tiefe %1 ergibt %2 für Weiß, über %3 Züge.</translation>
    </message>
    <message>
        <source> The line ends in mate.</source>
        <translation> Die Variante endet mit Matt.</translation>
    </message>
    <message>
        <source> The leaf&apos;s static evaluation is %1: the search score is that position&apos;s evaluation.</source>
        <translation> Die statische Bewertung der Endstellung ist %1: Die Suchbewertung ist die Bewertung dieser Stellung.</translation>
    </message>
    <message>
        <source> The leaf&apos;s static evaluation is %1, not %2: the line was cut short (a position already known, or a draw), so the score comes from beyond the moves shown.</source>
        <translation> Die statische Bewertung der Endstellung ist %1, nicht %2: Die Variante wurde abgekürzt (eine bereits bekannte Stellung oder ein Remis), daher stammt die Bewertung von jenseits der gezeigten Züge.</translation>
    </message>
    <message>
        <source> White&apos;s static evaluation goes %1 → %2 along the line (%3).</source>
        <translation> Die statische Bewertung für Weiß verläuft entlang der Variante %1 → %2 (%3).</translation>
    </message>
</context>
<context>
    <name>kdui::LossCurve</name>
    <message>
        <source>Loss (mean squared error) per epoch</source>
        <translation>Fehler (mittlerer quadratischer Fehler) pro Epoche</translation>
    </message>
    <message>
        <source>The loss of each epoch is drawn here</source>
        <translation>Hier wird der Fehler jeder Epoche gezeichnet</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>Epoche</translation>
    </message>
</context>
<context>
    <name>kdui::MainWindow</name>
    <message>
        <source>Kandinsky</source>
        <translation>Kandinsky</translation>
    </message>
    <message>
        <source>Click to close</source>
        <translation>Zum Schließen klicken</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Rechnet…</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>der Startstellung</translation>
    </message>
    <message>
        <source>A variation after %1; the main line is kept.</source>
        <translation>Eine Variante nach %1; die Hauptvariante bleibt erhalten.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>PGN ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>PGN &amp;speichern</translation>
    </message>
    <message>
        <source>Save PGN &amp;as…</source>
        <translation>PGN speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>FEN &amp;kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>FEN oder PGN &amp;einfügen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>Copy P&amp;GN</source>
        <translation>PGN k&amp;opieren</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN kopiert</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>En&amp;gines…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>&amp;Move now</source>
        <translation>&amp;Sofort ziehen</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>&amp;Aufgeben…</translation>
    </message>
    <message>
        <source>&amp;Restart engine</source>
        <translation>Engine neu s&amp;tarten</translation>
    </message>
    <message>
        <source>Start the engine that failed again; it is asked for its move once it is ready</source>
        <translation>Die fehlgeschlagene Engine erneut starten; sie wird nach ihrem Zug gefragt, sobald sie bereit ist</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Analyse the position on the board with Kandinsky and any UCI engine (Ctrl+Shift+A)</source>
        <translation>Die Stellung auf dem Brett mit Kandinsky und einer beliebigen UCI-Engine analysieren (Strg+Umschalt+A)</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <source>&amp;Review game…</source>
        <translation>Partie &amp;prüfen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>&amp;Worst move of the review</source>
        <translation>&amp;Schlechtester Zug der Prüfung</translation>
    </message>
    <message>
        <source>&amp;Comment on the move…</source>
        <translation>Zug &amp;kommentieren…</translation>
    </message>
    <message>
        <source>Ctrl+;</source>
        <translation>Ctrl+;</translation>
    </message>
    <message>
        <source>&amp;Promote variation</source>
        <translation>Variante &amp;hochstufen</translation>
    </message>
    <message>
        <source>&amp;Delete from here</source>
        <translation>Ab hier &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Erste Stellung</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Letzte Stellung</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>&amp;Zulässige Züge anzeigen</translation>
    </message>
    <message>
        <source>&amp;Animate moves</source>
        <translation>Züge &amp;animieren</translation>
    </message>
    <message>
        <source>Show &amp;safe squares on hover</source>
        <translation>Sichere &amp;Felder beim Überfahren anzeigen</translation>
    </message>
    <message>
        <source>Hovering a knight, bishop, rook or queen frames the squares its mobility counts</source>
        <translation>Fährt die Maus über einen Springer, Läufer, Turm oder eine Dame, werden die Felder umrahmt, die für ihre Mobilität zählen</translation>
    </message>
    <message>
        <source>Play from the opening &amp;book</source>
        <translation>Aus dem Eröffnungs&amp;buch spielen</translation>
    </message>
    <message>
        <source>&amp;Choose opening book…</source>
        <translation>Eröffnungsbuch aus&amp;wählen…</translation>
    </message>
    <message>
        <source>Choose an opening book</source>
        <translation>Eröffnungsbuch auswählen</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Polyglot-Bücher (*.bin);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Show &amp;opening names</source>
        <translation>&amp;Eröffnungsnamen anzeigen</translation>
    </message>
    <message>
        <source>Choose &amp;ECO file…</source>
        <translation>E&amp;CO-Datei auswählen…</translation>
    </message>
    <message>
        <source>Choose an ECO file for opening names</source>
        <translation>ECO-Datei für Eröffnungsnamen auswählen</translation>
    </message>
    <message>
        <source>ECO files (*.eco);;All files (*)</source>
        <translation>ECO-Dateien (*.eco);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;About Kandinsky</source>
        <translation>Ü&amp;ber Kandinsky</translation>
    </message>
    <message>
        <source>About Kandinsky</source>
        <translation>Über Kandinsky</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kandinsky %1&lt;/b&gt;&lt;p&gt;Play chess against an engine that shows why it scores a position as it does.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Kandinsky %1&lt;/b&gt;&lt;p&gt;Spielen Sie Schach gegen eine Engine, die zeigt, warum sie eine Stellung so bewertet, wie sie es tut.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>&amp;Engine threads</source>
        <translation>Engine-T&amp;hreads</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>Score &amp;units</source>
        <translation>Bewert&amp;ungseinheit</translation>
    </message>
    <message>
        <source>&amp;Pawns (+0.35)</source>
        <translation>&amp;Bauern (+0.35)</translation>
    </message>
    <message>
        <source>&amp;Centipawns (+35)</source>
        <translation>&amp;Centipawns (+35)</translation>
    </message>
    <message>
        <source>&amp;Board colours</source>
        <translation>&amp;Brettfarben</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Board heat</source>
        <translation>Brett-Heatmap</translation>
    </message>
    <message>
        <source>Paint a piece-square table under the pieces on the board</source>
        <translation>Eine Figur-Feld-Tabelle unter die Figuren auf dem Brett malen</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>Type or paste a FEN and press Enter</source>
        <translation>Geben Sie eine FEN ein oder fügen Sie sie ein und drücken Sie die Eingabetaste</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Tune</source>
        <translation>Tuning</translation>
    </message>
    <message>
        <source>The piece-square tables of the model in play</source>
        <translation>Die Figur-Feld-Tabellen des Modells, mit dem gespielt wird</translation>
    </message>
    <message>
        <source>Tune a model&apos;s material and tables to game results</source>
        <translation>Material und Tabellen eines Modells anhand von Partieergebnissen abstimmen</translation>
    </message>
    <message>
        <source>The game at a glance; the Game tab has the moves and the clocks</source>
        <translation>Die Partie auf einen Blick; der Reiter „Partie“ enthält die Züge und die Uhren</translation>
    </message>
    <message>
        <source>Piece-square &amp;tables</source>
        <translation>Figur-Feld-&amp;Tabellen</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>Show the piece-square tables of the model in play (F6)</source>
        <translation>Die Figur-Feld-Tabellen des Modells zeigen, mit dem gespielt wird (F6)</translation>
    </message>
    <message>
        <source>Tune a &amp;model…</source>
        <translation>&amp;Modell abstimmen…</translation>
    </message>
    <message>
        <source>Fit a model&apos;s material and tables to game results on the Tune page</source>
        <translation>Material und Tabellen eines Modells auf der Seite „Tuning“ an Partieergebnisse anpassen</translation>
    </message>
    <message>
        <source>&amp;Inspector</source>
        <translation>&amp;Inspektor</translation>
    </message>
    <message>
        <source>F7</source>
        <translation>F7</translation>
    </message>
    <message>
        <source>Show why the engine scores the position as it does, piece by piece (F7)</source>
        <translation>Zeigen, warum die Engine die Stellung so bewertet, Figur für Figur (F7)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>Layout: the board and the game only (Ctrl+1)</source>
        <translation>Layout: nur das Brett und die Partie (Strg+1)</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>Layout: study the piece-square tables beside the board (Ctrl+2)</source>
        <translation>Layout: die Figur-Feld-Tabellen neben dem Brett studieren (Strg+2)</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Untersuchen</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>Layout: the evaluation inspector beside the board (Ctrl+3)</source>
        <translation>Layout: der Bewertungsinspektor neben dem Brett (Strg+3)</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; it was kept as %2 and the defaults are used.</source>
        <translation>Die Einstellungsdatei %1 konnte nicht gelesen werden; sie wurde als %2 aufbewahrt, und die Standardwerte werden verwendet.</translation>
    </message>
    <message>
        <source>The game from the last session could not be restored (%1); a new game starts.</source>
        <translation>Die Partie der letzten Sitzung konnte nicht wiederhergestellt werden (%1); eine neue Partie beginnt.</translation>
    </message>
    <message>
        <source>The settings could not be written to %1.</source>
        <translation>Die Einstellungen konnten nicht in %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Kandinsky searches every move, the first one too</source>
        <translation>Kandinsky berechnet jeden Zug selbst, auch den ersten</translation>
    </message>
    <message>
        <source>No opening book: %1</source>
        <translation>Kein Eröffnungsbuch: %1</translation>
    </message>
    <message>
        <source>The opening book could not be read: %1. Kandinsky plays without a book.</source>
        <translation>Das Eröffnungsbuch konnte nicht gelesen werden: %1. Kandinsky spielt ohne Buch.</translation>
    </message>
    <message>
        <source>Kandinsky plays the moves of %1 (%2 entries) while the game is in it</source>
        <translation>Kandinsky spielt die Züge aus %1 (%2 Einträge), solange die Partie im Buch ist</translation>
    </message>
    <message>
        <source>Opening names from %1 (%2 lines)</source>
        <translation>Eröffnungsnamen aus %1 (%2 Varianten)</translation>
    </message>
    <message>
        <source>No opening names: %1</source>
        <translation>Keine Eröffnungsnamen: %1</translation>
    </message>
    <message>
        <source>The ECO file could not be read: %1. Openings are not named.</source>
        <translation>Die ECO-Datei konnte nicht gelesen werden: %1. Eröffnungen werden nicht benannt.</translation>
    </message>
    <message>
        <source>No opening names</source>
        <translation>Keine Eröffnungsnamen</translation>
    </message>
    <message>
        <source>No ECO file is read: install Debian&apos;s scid-data package, or choose a file with View ▸ Choose ECO file…</source>
        <translation>Keine ECO-Datei gelesen: Installieren Sie das Debian-Paket scid-data oder wählen Sie eine Datei mit Ansicht ▸ ECO-Datei auswählen…</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Startstellung</translation>
    </message>
    <message>
        <source>No opening name for this line</source>
        <translation>Kein Eröffnungsname für diese Variante</translation>
    </message>
    <message>
        <source>Opening names from %1</source>
        <translation>Eröffnungsnamen aus %1</translation>
    </message>
    <message>
        <source>%1 %2: the position after %3 is this line&apos;s (Scid code %4, from %5)</source>
        <translation>%1 %2: Die Stellung nach %3 gehört zu dieser Variante (Scid-Code %4, aus %5)</translation>
    </message>
    <message>
        <source>Kandinsky — %1 vs %2 (%3)</source>
        <translation>Kandinsky — %1 gegen %2 (%3)</translation>
    </message>
    <message>
        <source>Move %1 of %2 — press End to return to the game</source>
        <translation>Zug %1 von %2 — drücken Sie Ende, um zur Partie zurückzukehren</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>last %1</source>
        <translation>zuletzt %1</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source>Show the worst move</source>
        <translation>Schlechtesten Zug zeigen</translation>
    </message>
    <message>
        <source>The game changed during the review; the review was not written into it.</source>
        <translation>Die Partie wurde während der Prüfung geändert; die Prüfung wurde nicht in sie übernommen.</translation>
    </message>
    <message>
        <source>The game is not the one reviewed any more; review it again.</source>
        <translation>Die Partie ist nicht mehr die geprüfte; prüfen Sie sie erneut.</translation>
    </message>
    <message>
        <source>The review found no inaccuracy, mistake or blunder.</source>
        <translation>Die Prüfung hat keine Ungenauigkeit, keinen Fehler und keinen groben Fehler gefunden.</translation>
    </message>
    <message>
        <source>The worst move: %1 (%2 → %3); the arrow shows %4.</source>
        <translation>Der schlechteste Zug: %1 (%2 → %3); der Pfeil zeigt %4.</translation>
    </message>
    <message>
        <source>no better move</source>
        <translation>keinen besseren Zug</translation>
    </message>
    <message>
        <source>Comment before the first move:</source>
        <translation>Kommentar vor dem ersten Zug:</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>Kommentar nach %1:</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Diese Partie aufgeben?</translation>
    </message>
    <message>
        <source>The game ends as a loss for you; it cannot be taken back.</source>
        <translation>Die Partie endet mit einer Niederlage für Sie; das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>%1
The game is paused as it was. Restart the engine (Game ▸ Restart engine) to go on, or take back or start a new game.</source>
        <translation>%1
Die Partie ist unverändert angehalten. Starten Sie die Engine neu (Partie ▸ Engine neu starten), um fortzufahren, oder nehmen Sie einen Zug zurück oder beginnen Sie eine neue Partie.</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Engine angehalten</translation>
    </message>
    <message>
        <source>The game is paused as it was.</source>
        <translation>Die Partie ist unverändert angehalten.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>PGN öffnen</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The game was not opened. %1</source>
        <translation>Die Partie wurde nicht geöffnet. %1</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>PGN speichern</translation>
    </message>
    <message>
        <source>The game was not saved. %1</source>
        <translation>Die Partie wurde nicht gespeichert. %1</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN kopiert</translation>
    </message>
    <message>
        <source>the clipboard holds no text</source>
        <translation>die Zwischenablage enthält keinen Text</translation>
    </message>
    <message>
        <source>PGN</source>
        <translation>PGN</translation>
    </message>
    <message>
        <source>Nothing was pasted: %1</source>
        <translation>Nichts eingefügt: %1</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>S&amp;ystemsprache</translation>
    </message>
    <message>
        <source>Kandinsky will speak the system&apos;s language from its next start.</source>
        <translation>Kandinsky spricht ab dem nächsten Start die Sprache des Systems.</translation>
    </message>
    <message>
        <source>Kandinsky will speak %1 from its next start.</source>
        <translation>Kandinsky spricht ab dem nächsten Start %1.</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message numerus="yes">
        <source>%n thread</source>
        <translation>
            <numerusform>%n Thread</numerusform>
            <numerusform>%n Threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n threads</source>
        <translation>
            <numerusform>%n Thread</numerusform>
            <numerusform>%n Threads</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>That move cannot be played now.</source>
        <translation>Dieser Zug kann jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <source>Sounds for moves, captures, checks, castling, the end of a game and a clock running low</source>
        <translation>Töne für Züge, Schlagzüge, Schachgebote, Rochaden, das Ende einer Partie und eine knapp werdende Uhr</translation>
    </message>
    <message>
        <source>&amp;Custom colours…</source>
        <translation>&amp;Eigene Farben…</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>Fi&amp;guren</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Klassisch</translation>
    </message>
    <message>
        <source>&amp;Bauhaus</source>
        <translation>&amp;Bauhaus</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>Light squares</source>
        <translation>Helle Felder</translation>
    </message>
    <message>
        <source>Dark squares</source>
        <translation>Dunkle Felder</translation>
    </message>
    <message>
        <source>T&amp;ype a move</source>
        <translation>Zug &amp;eingeben</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>Tö&amp;ne</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Appea&amp;rance</source>
        <translation>E&amp;rscheinungsbild</translation>
    </message>
    <message>
        <source>Evaluation bar</source>
        <translation>Bewertungsbalken</translation>
    </message>
    <message>
        <source>The evaluation from White&apos;s side: the lower part is White&apos;s share</source>
        <translation>Die Bewertung aus Sicht von Weiß: der untere Teil ist der Anteil von Weiß</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>The moves of the game; Enter or a click shows the position after a move</source>
        <translation>Die Züge der Partie; die Eingabetaste oder ein Klick zeigt die Stellung nach einem Zug</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>The opening of the position shown, from the ECO file</source>
        <translation>Die Eröffnung der gezeigten Stellung, aus der ECO-Datei</translation>
    </message>
    <message>
        <source>Upper clock</source>
        <translation>Obere Uhr</translation>
    </message>
    <message>
        <source>The clock of the side at the top of the board</source>
        <translation>Die Uhr der Seite oben am Brett</translation>
    </message>
    <message>
        <source>Lower clock</source>
        <translation>Untere Uhr</translation>
    </message>
    <message>
        <source>The clock of the side at the bottom of the board</source>
        <translation>Die Uhr der Seite unten am Brett</translation>
    </message>
    <message>
        <source>The position shown as FEN; type or paste one and press Enter</source>
        <translation>Die gezeigte Stellung als FEN; geben Sie eine ein oder fügen Sie sie ein und drücken Sie die Eingabetaste</translation>
    </message>
    <message>
        <source>Engine panel</source>
        <translation>Engine-Bereich</translation>
    </message>
    <message>
        <source>The engine&apos;s evaluation and its line</source>
        <translation>Die Bewertung der Engine und ihre Variante</translation>
    </message>
    <message>
        <source>Analysis panel</source>
        <translation>Analysebereich</translation>
    </message>
    <message>
        <source>The analysing engines&apos; best lines</source>
        <translation>Die besten Varianten der analysierenden Engines</translation>
    </message>
    <message>
        <source>Tables panel</source>
        <translation>Tabellenbereich</translation>
    </message>
    <message>
        <source>The piece-square tables of the model in play, as heat maps</source>
        <translation>Die Figur-Feld-Tabellen des gespielten Modells als Heatmaps</translation>
    </message>
    <message>
        <source>Tune panel</source>
        <translation>Tuning-Bereich</translation>
    </message>
    <message>
        <source>Tunes a model&apos;s tables and terms to game results</source>
        <translation>Stimmt die Tabellen und Terme eines Modells auf Partieergebnisse ab</translation>
    </message>
    <message>
        <source>Evaluation inspector</source>
        <translation>Bewertungsinspektor</translation>
    </message>
    <message>
        <source>Each piece&apos;s part of the engine&apos;s score</source>
        <translation>Der Anteil jeder Figur an der Bewertung der Engine</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>What went wrong, or a notice</source>
        <translation>Was schiefgegangen ist, oder ein Hinweis</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Weitere Werkzeuge</translation>
    </message>
</context>
<context>
    <name>kdui::ModelLibrary</name>
    <message>
        <source> (unsaved)</source>
        <translation> (ungespeichert)</translation>
    </message>
    <message>
        <source> (edited)</source>
        <translation> (bearbeitet)</translation>
    </message>
    <message>
        <source>A model needs a name</source>
        <translation>Ein Modell braucht einen Namen</translation>
    </message>
    <message>
        <source>There is already a model named &quot;%1&quot;: choose another name</source>
        <translation>Es gibt bereits ein Modell namens „%1“: Wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>The model &quot;%1&quot; cannot be used: %2</source>
        <translation>Das Modell „%1“ kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>The %1 model has no evaluation terms</source>
        <translation>Das Modell %1 hat keine Bewertungsterme</translation>
    </message>
    <message>
        <source>No such term weight</source>
        <translation>Dieses Termgewicht gibt es nicht</translation>
    </message>
    <message>
        <source>%1 is out of range: a table entry must be between -%2 and %2</source>
        <translation>%1 liegt außerhalb des Bereichs: Ein Tabelleneintrag muss zwischen -%2 und %2 liegen</translation>
    </message>
    <message>
        <source>they are for a model of another kind</source>
        <translation>sie gehören zu einem Modell anderer Art</translation>
    </message>
    <message>
        <source>The model last in play, %1, is not available; playing with %2 meanwhile.</source>
        <translation>Das zuletzt verwendete Modell, %1, ist nicht verfügbar; bis dahin wird mit %2 gespielt.</translation>
    </message>
    <message>
        <source>The model last in play, %1, is not available; playing with %2 meanwhile. Its unsaved edits are kept until you choose or edit another model.</source>
        <translation>Das zuletzt verwendete Modell, %1, ist nicht verfügbar; bis dahin wird mit %2 gespielt. Seine ungespeicherten Änderungen bleiben erhalten, bis Sie ein anderes Modell wählen oder bearbeiten.</translation>
    </message>
    <message>
        <source>The unsaved edits of %1 could not be read back (%2).</source>
        <translation>Die ungespeicherten Änderungen von %1 konnten nicht wieder gelesen werden (%2).</translation>
    </message>
    <message>
        <source>%1 could not be read (%2) at %3 starts in a row and was removed from the list.</source>
        <translation>%1 konnte bei %3 Starts in Folge nicht gelesen werden (%2) und wurde aus der Liste entfernt.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2). It stays in the list and returns once it reads again (it is removed if it still does not read at the next start).</source>
        <translation>%1 konnte nicht gelesen werden (%2). Der Eintrag bleibt in der Liste und kehrt zurück, sobald er wieder lesbar ist (er wird entfernt, wenn er auch beim nächsten Start nicht lesbar ist).</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be read (%2). It stays in the list and returns once it reads again (it is removed if it still does not read at %n more starts).</source>
        <translation>
            <numerusform>%1 konnte nicht gelesen werden (%2). Der Eintrag bleibt in der Liste und kehrt zurück, sobald er wieder lesbar ist (er wird entfernt, wenn er bei %n weiteren Start nicht lesbar ist).</numerusform>
            <numerusform>%1 konnte nicht gelesen werden (%2). Der Eintrag bleibt in der Liste und kehrt zurück, sobald er wieder lesbar ist (er wird entfernt, wenn er bei %n weiteren Starts nicht lesbar ist).</numerusform>
        </translation>
    </message>
    <message>
        <source>The model file %1</source>
        <translation>Die Modelldatei %1</translation>
    </message>
    <message>
        <source>A model made in the app</source>
        <translation>Ein im Programm erstelltes Modell</translation>
    </message>
    <message>
        <source>The model last in play, %1, is no longer in the list; playing with %2.</source>
        <translation>Das zuletzt verwendete Modell, %1, ist nicht mehr in der Liste; es wird mit %2 gespielt.</translation>
    </message>
</context>
<context>
    <name>kdui::MoveEntry</name>
    <message>
        <source>Move entry</source>
        <translation>Zugeingabe</translation>
    </message>
    <message>
        <source>Type a move in SAN, such as Nf3, or UCI, such as g1f3, and press Enter</source>
        <translation>Geben Sie einen Zug in SAN (etwa Nf3) oder UCI (etwa g1f3) ein und drücken Sie die Eingabetaste</translation>
    </message>
    <message>
        <source>Type a move: Nf3, exd5, O-O or g1f3</source>
        <translation>Zug eingeben: Nf3, exd5, O-O oder g1f3</translation>
    </message>
    <message>
        <source>Moves can be typed on your turn</source>
        <translation>Züge können eingegeben werden, wenn Sie am Zug sind</translation>
    </message>
    <message>
        <source>“%1” is not a legal move here: %2</source>
        <translation>„%1“ ist hier kein legaler Zug: %2</translation>
    </message>
</context>
<context>
    <name>kdui::MoveListView</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Variante hochstufen</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Zur Hauptvariante machen</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Ab hier löschen</translation>
    </message>
    <message>
        <source>Comment…</source>
        <translation>Kommentar…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Kommentarzeichen</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Guter Zug</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Brillanter Zug</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Interessanter Zug</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Zweifelhafter Zug</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
</context>
<context>
    <name>kdui::MovePage</name>
    <message>
        <source>What the move changed</source>
        <translation>Was der Zug verändert hat</translation>
    </message>
    <message>
        <source>For White</source>
        <translation>Für Weiß</translation>
    </message>
    <message>
        <source>The searched position: no move of the line led here yet.</source>
        <translation>Die Ausgangsstellung der Suche: Noch kein Zug der Variante hat hierher geführt.</translation>
    </message>
    <message>
        <source>The start position: no move led here.</source>
        <translation>Die Startstellung: Kein Zug hat hierher geführt.</translation>
    </message>
    <message>
        <source>Sum of the changes</source>
        <translation>Summe der Änderungen</translation>
    </message>
    <message>
        <source>%1 (%2): White&apos;s score %3 → %4, a change of %5.</source>
        <translation>%1 (%2): Bewertung für Weiß %3 → %4, eine Änderung um %5.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source> The changes add up: %1 ✓</source>
        <translation> Die Änderungen ergeben in Summe: %1 ✓</translation>
    </message>
    <message>
        <source> The changes add up to %1: they differ!</source>
        <translation> Die Änderungen ergeben in Summe %1: Die Werte weichen ab!</translation>
    </message>
</context>
<context>
    <name>kdui::NewGameDialog</name>
    <message>
        <source>Fixed time per move</source>
        <translation>Feste Zeit pro Zug</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message numerus="yes">
        <source>%n minute</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 + %2 s per move</source>
        <translation>%1 + %2 s pro Zug</translation>
    </message>
    <message numerus="yes">
        <source>%1 + %n second per move</source>
        <translation>
            <numerusform>%1 + %n Sekunde pro Zug</numerusform>
            <numerusform>%1 + %n Sekunden pro Zug</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 + %n seconds per move</source>
        <translation>
            <numerusform>%1 + %n Sekunde pro Zug</numerusform>
            <numerusform>%1 + %n Sekunden pro Zug</numerusform>
        </translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Volle Stärke</translation>
    </message>
    <message>
        <source>Start from the position on the board</source>
        <translation>Von der Stellung auf dem Brett aus beginnen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Random colour</source>
        <translation>Zufällige Farbe</translation>
    </message>
    <message>
        <source>Both sides (two people)</source>
        <translation>Beide Seiten (zwei Personen)</translation>
    </message>
    <message>
        <source>Neither (engine against engine)</source>
        <translation>Keine (Engine gegen Engine)</translation>
    </message>
    <message>
        <source> Elo</source>
        <translation> Elo</translation>
    </message>
    <message>
        <source>Custom clock</source>
        <translation>Eigene Bedenkzeit</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s per move</source>
        <translation> s pro Zug</translation>
    </message>
    <message>
        <source>for the engine; you are not timed</source>
        <translation>für die Engine; für Sie läuft keine Uhr</translation>
    </message>
    <message>
        <source>The engine thinks up to 2 s per move at full strength.</source>
        <translation>Die Engine rechnet bei voller Stärke bis zu 2 s pro Zug.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Sie spielen</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Kandinsky level</source>
        <translation>Spielstärke von Kandinsky</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>Kandinsky</source>
        <translation>Kandinsky</translation>
    </message>
    <message>
        <source>%1 level</source>
        <translation>Spielstärke von %1</translation>
    </message>
    <message>
        <source>White&apos;s level</source>
        <translation>Spielstärke von Weiß</translation>
    </message>
    <message>
        <source>Black&apos;s level</source>
        <translation>Spielstärke von Schwarz</translation>
    </message>
    <message>
        <source>%1 has no strength setting (UCI_Elo): it plays at full strength.</source>
        <translation>%1 hat keine Einstellung für die Spielstärke (UCI_Elo) und spielt mit voller Stärke.</translation>
    </message>
    <message>
        <source>No limits: %1 plays as strong as it can.</source>
        <translation>Keine Begrenzung: %1 spielt so stark wie möglich.</translation>
    </message>
    <message>
        <source>%1 limits its strength to %2 Elo on its own scale (UCI_Elo, from %3 to %4).</source>
        <translation>%1 begrenzt die Spielstärke auf %2 Elo auf der eigenen Skala (UCI_Elo, von %3 bis %4).</translation>
    </message>
    <message>
        <source>No limits: about %1 Elo on Stockfish&apos;s scale at 10+0.1.</source>
        <translation>Keine Begrenzung: etwa %1 Elo auf der Skala von Stockfish bei 10+0.1.</translation>
    </message>
    <message numerus="yes">
        <source>%n ply</source>
        <translation>
            <numerusform>%n Halbzug</numerusform>
            <numerusform>%n Halbzüge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plies</source>
        <translation>
            <numerusform>%n Halbzug</numerusform>
            <numerusform>%n Halbzüge</numerusform>
        </translation>
    </message>
    <message>
        <source>plays the best move it finds</source>
        <translation>spielt den besten gefundenen Zug</translation>
    </message>
    <message numerus="yes">
        <source>chooses among the %n best moves with noise of ±%1 %2 (one standard deviation)</source>
        <translation>
            <numerusform>wählt unter den %n besten Zügen, mit einem Rauschen von ±%1 %2 (eine Standardabweichung)</numerusform>
            <numerusform>wählt unter den %n besten Zügen, mit einem Rauschen von ±%1 %2 (eine Standardabweichung)</numerusform>
        </translation>
    </message>
    <message>
        <source>Searches at most %1 and %2 nodes, then %3. Its evaluation is not shown: after its move the bar shows a full-strength evaluation.</source>
        <translation>Rechnet höchstens %1 tief und %2 Knoten weit und %3. Die eigene Bewertung wird nicht angezeigt: Nach dem Zug zeigt der Balken eine Bewertung mit voller Stärke.</translation>
    </message>
</context>
<context>
    <name>kdui::PositionEditor</name>
    <message>
        <source>Set up position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Rochade</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>O-O</source>
        <translation>O-O</translation>
    </message>
    <message>
        <source>O-O-O</source>
        <translation>O-O-O</translation>
    </message>
    <message>
        <source>The square a pawn passed over in a double step just played; only the squares where the side that just moved has such a pawn are offered</source>
        <translation>Das Feld, das ein Bauer beim gerade gespielten Doppelschritt übersprungen hat; angeboten werden nur die Felder, auf denen die Seite, die gerade gezogen hat, einen solchen Bauern hat</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move (the fifty-move rule)</source>
        <translation>Halbzüge seit dem letzten Schlagen oder Bauernzug (50-Züge-Regel)</translation>
    </message>
    <message>
        <source>&amp;Clear board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>&amp;Startstellung</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>The set-up as FEN; type or paste one and press Enter to load it</source>
        <translation>Die Aufstellung als FEN; geben Sie eine FEN ein oder fügen Sie sie ein und drücken Sie die Eingabetaste, um sie zu laden</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>Von hier s&amp;pielen</translation>
    </message>
    <message>
        <source>Start a game from this position (the new-game dialog chooses the players)</source>
        <translation>Eine Partie aus dieser Stellung beginnen (die Spieler wählen Sie im Dialog „Neue Partie“)</translation>
    </message>
    <message>
        <source>&amp;Analyse from here</source>
        <translation>Von hier &amp;analysieren</translation>
    </message>
    <message>
        <source>Analyse this position</source>
        <translation>Diese Stellung analysieren</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Seite:</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>En passant:</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>Halbzugzähler:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Zugnummer:</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Needs the %1 king on %2 and a rook on %3</source>
        <translation>Erfordert den König von %1 auf %2 und einen Turm auf %3</translation>
    </message>
    <message>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>The FEN typed was not loaded: %1</source>
        <translation>Die eingegebene FEN wurde nicht geladen: %1</translation>
    </message>
    <message>
        <source>Legal position (%1 is in check)</source>
        <translation>Zulässige Stellung (%1 steht im Schach)</translation>
    </message>
    <message>
        <source>Legal position</source>
        <translation>Zulässige Stellung</translation>
    </message>
</context>
<context>
    <name>kdui::ReviewDialog</name>
    <message>
        <source>Review</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Partie prüfen</translation>
    </message>
    <message>
        <source>Kandinsky</source>
        <translation>Kandinsky</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Inaccuracies</source>
        <translation>Ungenauigkeiten</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunders</source>
        <translation>Grobe Fehler</translation>
    </message>
    <message>
        <source>Avg. loss</source>
        <translation>Ø Verlust</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Suche:</translation>
    </message>
    <message>
        <source>Position %1 of %2</source>
        <translation>Stellung %1 von %2</translation>
    </message>
    <message>
        <source>Review done.</source>
        <translation>Prüfung abgeschlossen.</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Prüfung abgebrochen.</translation>
    </message>
</context>
<context>
    <name>kdui::TermBars</name>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2: middle game %3, end game %4</source>
        <translation>%1, %2: Mittelspiel %3, Endspiel %4</translation>
    </message>
</context>
<context>
    <name>kdui::TunePanel</name>
    <message>
        <source>Paused before the first epoch · loss %1 · Resume goes on</source>
        <translation>Vor der ersten Epoche angehalten · Fehler %1 · „Fortsetzen“ macht weiter</translation>
    </message>
    <message>
        <source>Paused after epoch %1/%2 · loss %3 · Resume goes on</source>
        <translation>Nach Epoche %1/%2 angehalten · Fehler %3 · „Fortsetzen“ macht weiter</translation>
    </message>
    <message>
        <source>Training data: an EPD file of positions labelled with results (FEN c9 &quot;1-0&quot;; or FEN [0.5]), or a PGN file whose games are turned into such positions first</source>
        <translation>Trainingsdaten: eine EPD-Datei mit Stellungen, die mit Ergebnissen versehen sind (FEN c9 &quot;1-0&quot;; oder FEN [0.5]), oder eine PGN-Datei, deren Partien zuerst in solche Stellungen umgewandelt werden</translation>
    </message>
    <message>
        <source>EPD or PGN file</source>
        <translation>EPD- oder PGN-Datei</translation>
    </message>
    <message>
        <source>Choose the training data</source>
        <translation>Trainingsdaten auswählen</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>The model the tuning starts from</source>
        <translation>Das Modell, von dem das Tuning ausgeht</translation>
    </message>
    <message>
        <source>How many passes over the data</source>
        <translation>Wie viele Durchgänge über die Daten</translation>
    </message>
    <message>
        <source>Adam&apos;s step size, in centipawns per step</source>
        <translation>Schrittweite von Adam, in Centipawns pro Schritt</translation>
    </message>
    <message>
        <source>How strongly each value is pulled back towards the start model (0: not at all). Without a pull, values the data seldom tells apart, such as a queen&apos;s middle-game and end-game worth, drift on noise</source>
        <translation>Wie stark jeder Wert zum Startmodell zurückgezogen wird (0: gar nicht). Ohne diese Bindung driften Werte, die die Daten kaum auseinanderhalten, etwa der Wert der Dame im Mittelspiel und im Endspiel, mit dem Rauschen davon</translation>
    </message>
    <message>
        <source>Tune the pieces&apos; material values</source>
        <translation>Die Materialwerte der Figuren abstimmen</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>Tune the piece-square tables</source>
        <translation>Die Figur-Feld-Tabellen abstimmen</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Tune the evaluation terms (mobility, pawn structure, king safety, threats, tempo); only for a start model that has them</source>
        <translation>Die Bewertungsterme abstimmen (Mobilität, Bauernstruktur, Königssicherheit, Drohungen, Tempo); nur für ein Startmodell, das sie enthält</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>Terme</translation>
    </message>
    <message>
        <source>Start tuning from the chosen model</source>
        <translation>Tuning mit dem gewählten Modell starten</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Pause after the current epoch, or go on</source>
        <translation>Nach der aktuellen Epoche anhalten oder fortsetzen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop tuning (the tuned model so far can still be kept)</source>
        <translation>Tuning beenden (das bisher abgestimmte Modell kann trotzdem übernommen werden)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Add the tuned model to the models: the engine then plays with it, and the Tables page shows, edits and saves it</source>
        <translation>Das abgestimmte Modell zu den Modellen hinzufügen: Die Engine spielt dann damit, und die Seite „Tabellen“ zeigt, bearbeitet und speichert es</translation>
    </message>
    <message>
        <source>Keep as model…</source>
        <translation>Als Modell übernehmen…</translation>
    </message>
    <message>
        <source>Choose the data and the start model, then Start</source>
        <translation>Wählen Sie die Daten und das Startmodell, dann „Starten“</translation>
    </message>
    <message>
        <source>The weights that moved most in the last epoch, in centipawns</source>
        <translation>Die Gewichte, die sich in der letzten Epoche am stärksten verändert haben, in Centipawns</translation>
    </message>
    <message>
        <source>The tuned tables, or how far each cell moved since the start</source>
        <translation>Die abgestimmten Tabellen oder wie weit sich jede Zelle seit dem Start verändert hat</translation>
    </message>
    <message>
        <source>Change since start</source>
        <translation>Änderung seit dem Start</translation>
    </message>
    <message>
        <source>All six pieces, or one piece in large</source>
        <translation>Alle sechs Figuren oder eine Figur groß</translation>
    </message>
    <message>
        <source>All pieces</source>
        <translation>Alle Figuren</translation>
    </message>
    <message>
        <source>One piece</source>
        <translation>Eine Figur</translation>
    </message>
    <message>
        <source>The piece shown in large</source>
        <translation>Die groß angezeigte Figur</translation>
    </message>
    <message>
        <source>Middle-game and end-game tables, or one of them</source>
        <translation>Mittelspiel- und Endspieltabellen oder eine davon</translation>
    </message>
    <message>
        <source>Middle + end game</source>
        <translation>Mittel- + Endspiel</translation>
    </message>
    <message>
        <source>Middle game</source>
        <translation>Mittelspiel</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Endspiel</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>Daten:</translation>
    </message>
    <message>
        <source>Start model:</source>
        <translation>Startmodell:</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>Epochen:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Schritt:</translation>
    </message>
    <message>
        <source>Pull to start:</source>
        <translation>Bindung ans Startmodell:</translation>
    </message>
    <message>
        <source>epoch %1</source>
        <translation>Epoche %1</translation>
    </message>
    <message>
        <source>before tuning</source>
        <translation>vor dem Tuning</translation>
    </message>
    <message>
        <source>Change since start (%1) · %2 · %3</source>
        <translation>Änderung seit dem Start (%1) · %2 · %3</translation>
    </message>
    <message>
        <source>Change · %1</source>
        <translation>Änderung · %1</translation>
    </message>
    <message>
        <source>%1 tuned · %2 · table only</source>
        <translation>%1 abgestimmt · %2 · nur Tabelle</translation>
    </message>
    <message>
        <source>%1 · start model · table only</source>
        <translation>%1 · Startmodell · nur Tabelle</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Material change (MG/EG): %1</source>
        <translation>Materialänderung (Mittelspiel/Endspiel): %1</translation>
    </message>
    <message>
        <source>Material (MG/EG): %1</source>
        <translation>Material (Mittelspiel/Endspiel): %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Tuning is already running</source>
        <translation>Das Tuning läuft bereits</translation>
    </message>
    <message>
        <source>Choose the training data first (an EPD or a PGN file)</source>
        <translation>Wählen Sie zuerst die Trainingsdaten (eine EPD- oder PGN-Datei)</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>Choose what to tune: material, tables or terms</source>
        <translation>Wählen Sie, was abgestimmt werden soll: Material, Tabellen oder Terme</translation>
    </message>
    <message>
        <source>Choose the start model</source>
        <translation>Wählen Sie das Startmodell</translation>
    </message>
    <message>
        <source>Pausing before the first epoch…</source>
        <translation>Wird vor der ersten Epoche angehalten…</translation>
    </message>
    <message>
        <source>Pausing after epoch %1…</source>
        <translation>Wird nach Epoche %1 angehalten…</translation>
    </message>
    <message>
        <source>Epoch %1/%2 under way…</source>
        <translation>Epoche %1/%2 läuft…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird beendet…</translation>
    </message>
    <message>
        <source>%1 · K %2 · loss %3 before tuning</source>
        <translation>%1 · K %2 · Fehler %3 vor dem Tuning</translation>
    </message>
    <message>
        <source>Tuning on %1</source>
        <translation>Tuning mit %1</translation>
    </message>
    <message>
        <source>Epoch %1/%2 · loss %3 · K %4 · %5 positions</source>
        <translation>Epoche %1/%2 · Fehler %3 · K %4 · %5 Stellungen</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>No weight moved in epoch %1</source>
        <translation>In Epoche %1 hat sich kein Gewicht verändert</translation>
    </message>
    <message>
        <source>&lt;b&gt;Largest changes in epoch %1:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Größte Änderungen in Epoche %1:&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>%1 · loss %2 · K %3 · %4 positions</source>
        <translation>%1 · Fehler %2 · K %3 · %4 Stellungen</translation>
    </message>
    <message>
        <source>Tuning failed</source>
        <translation>Tuning fehlgeschlagen</translation>
    </message>
    <message>
        <source>Nothing tuned yet: Start first</source>
        <translation>Noch nichts abgestimmt: zuerst „Starten“</translation>
    </message>
    <message>
        <source>%1 tuned on %2 (%3 epochs)</source>
        <translation>%1, abgestimmt mit %2 (%3 Epochen)</translation>
    </message>
    <message>
        <source>Tuned in Kandinsky&apos;s Tune page from %1 on %2, loss %3</source>
        <translation>In Kandinsky auf der Seite „Tuning“ abgestimmt, ausgehend von %1 mit %2, Fehler %3</translation>
    </message>
    <message>
        <source>Kept the tuned model as &quot;%1&quot;: the engine plays with it now; the Tables page shows, edits and saves it</source>
        <translation>Das abgestimmte Modell wurde als „%1“ übernommen: Die Engine spielt jetzt damit; die Seite „Tabellen“ zeigt, bearbeitet und speichert es</translation>
    </message>
    <message>
        <source>Keep the tuned model</source>
        <translation>Abgestimmtes Modell übernehmen</translation>
    </message>
    <message>
        <source>Name of the new model (it is added to the models and played with):</source>
        <translation>Name des neuen Modells (es wird zu den Modellen hinzugefügt und zum Spielen verwendet):</translation>
    </message>
    <message>
        <source>Choose training data</source>
        <translation>Trainingsdaten auswählen</translation>
    </message>
    <message>
        <source>Training data (*.epd *.txt *.pgn);;EPD files (*.epd);;PGN files (*.pgn);;All files (*)</source>
        <translation>Trainingsdaten (*.epd *.txt *.pgn);;EPD-Dateien (*.epd);;PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>kdui::TuneWorker</name>
    <message>
        <source>Extracting positions from %1…</source>
        <translation>Stellungen werden aus %1 extrahiert…</translation>
    </message>
    <message>
        <source>Extracting positions from %1… %2% · %3 games · %4 positions</source>
        <translation>Stellungen werden aus %1 extrahiert… %2% · %3 Partien · %4 Stellungen</translation>
    </message>
    <message>
        <source>Stopped while extracting positions</source>
        <translation>Beim Extrahieren der Stellungen abgebrochen</translation>
    </message>
    <message>
        <source> (1 game that did not read skipped: %1)</source>
        <translation> (1 nicht lesbare Partie übersprungen: %1)</translation>
    </message>
    <message>
        <source> (%1 games that did not read skipped, the first: %2)</source>
        <translation> (%1 nicht lesbare Partien übersprungen, die erste: %2)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Stopped before the first epoch</source>
        <translation>Vor der ersten Epoche abgebrochen</translation>
    </message>
    <message>
        <source>Fitting K on %1 positions…</source>
        <translation>K wird an %1 Stellungen angepasst…</translation>
    </message>
    <message>
        <source>%1: %2 positions</source>
        <translation>%1: %2 Stellungen</translation>
    </message>
    <message>
        <source> (1 bad line skipped: %1)</source>
        <translation> (1 fehlerhafte Zeile übersprungen: %1)</translation>
    </message>
    <message>
        <source> (%1 bad lines skipped, the first: %2)</source>
        <translation> (%1 fehlerhafte Zeilen übersprungen, die erste: %2)</translation>
    </message>
    <message>
        <source>Stopped after 1 epoch</source>
        <translation>Nach 1 Epoche abgebrochen</translation>
    </message>
    <message>
        <source>Stopped after %1 epochs</source>
        <translation>Nach %1 Epochen abgebrochen</translation>
    </message>
    <message>
        <source>Done: 1 epoch</source>
        <translation>Fertig: 1 Epoche</translation>
    </message>
    <message>
        <source>Done: %1 epochs</source>
        <translation>Fertig: %1 Epochen</translation>
    </message>
</context>
<context>
    <name>kdui::Workspace</name>
    <message>
        <source>Drag to share the width between the panels and the board</source>
        <translation>Ziehen, um die Breite zwischen den Bereichen und dem Brett aufzuteilen</translation>
    </message>
    <message>
        <source>Piece-square tables</source>
        <translation>Figur-Feld-Tabellen</translation>
    </message>
    <message>
        <source>Evaluation inspector</source>
        <translation>Bewertungsinspektor</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
</context>
<context>
    <name>kdui::format</name>
    <message>
        <source>pawns</source>
        <translation>Bauern</translation>
    </message>
    <message>
        <source>centipawns</source>
        <translation>Centipawns</translation>
    </message>
</context>
<context>
    <name>kdui::heatmap</name>
    <message>
        <source>Pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>middle game</source>
        <translation>Mittelspiel</translation>
    </message>
    <message>
        <source>end game</source>
        <translation>Endspiel</translation>
    </message>
    <message>
        <source>phase %1/%2</source>
        <translation>Phase %1/%2</translation>
    </message>
    <message>
        <source>Passed pawn</source>
        <translation>Freibauer</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>PP</source>
        <comment>a passed pawn&apos;s table, very short</comment>
        <translation>FB</translation>
    </message>
    <message>
        <source>king on its own scale (±%1)</source>
        <translation>König auf eigener Skala (±%1)</translation>
    </message>
    <message>
        <source>each table on its own scale (its ± in the title)</source>
        <translation>jede Tabelle auf eigener Skala (ihr ± im Titel)</translation>
    </message>
    <message>
        <source>one set of tables</source>
        <translation>ein Satz Tabellen</translation>
    </message>
    <message>
        <source>middle game and end game</source>
        <translation>Mittelspiel und Endspiel</translation>
    </message>
    <message>
        <source>%1 · %2 pieces · %3 · %4</source>
        <translation>%1 · Figuren von %2 · %3 · %4</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>material + table</source>
        <translation>Material + Tabelle</translation>
    </message>
    <message>
        <source>table only</source>
        <translation>nur Tabelle</translation>
    </message>
    <message>
        <source>MG + EG</source>
        <comment>middle game and end game, short</comment>
        <translation>MS + ES</translation>
    </message>
    <message>
        <source>MG</source>
        <comment>middle game, short</comment>
        <translation>MS</translation>
    </message>
    <message>
        <source>EG</source>
        <comment>end game, short</comment>
        <translation>ES</translation>
    </message>
    <message>
        <source>+ material</source>
        <translation>+ Material</translation>
    </message>
    <message>
        <source>◀ bad for the piece</source>
        <translation>◀ schlecht für die Figur</translation>
    </message>
    <message>
        <source>good for the piece ▶</source>
        <translation>gut für die Figur ▶</translation>
    </message>
    <message>
        <source>◀ bad</source>
        <translation>◀ schlecht</translation>
    </message>
    <message>
        <source>good ▶</source>
        <translation>gut ▶</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn</source>
        <translation>
            <numerusform>%n Bauer</numerusform>
            <numerusform>%n Bauern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawns</source>
        <translation>
            <numerusform>%n Bauer</numerusform>
            <numerusform>%n Bauern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knight</source>
        <translation>
            <numerusform>%n Springer</numerusform>
            <numerusform>%n Springer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knights</source>
        <translation>
            <numerusform>%n Springer</numerusform>
            <numerusform>%n Springer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bishop</source>
        <translation>
            <numerusform>%n Läufer</numerusform>
            <numerusform>%n Läufer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bishops</source>
        <translation>
            <numerusform>%n Läufer</numerusform>
            <numerusform>%n Läufer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rook</source>
        <translation>
            <numerusform>%n Turm</numerusform>
            <numerusform>%n Türme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rooks</source>
        <translation>
            <numerusform>%n Turm</numerusform>
            <numerusform>%n Türme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen</source>
        <translation>
            <numerusform>%n Dame</numerusform>
            <numerusform>%n Damen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queens</source>
        <translation>
            <numerusform>%n Dame</numerusform>
            <numerusform>%n Damen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n king</source>
        <translation>
            <numerusform>%n König</numerusform>
            <numerusform>%n Könige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kings</source>
        <translation>
            <numerusform>%n König</numerusform>
            <numerusform>%n Könige</numerusform>
        </translation>
    </message>
</context>
</TS>
