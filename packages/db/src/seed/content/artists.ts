// The demo catalogue's 84 artists: fictional names, a home town, genres and a short bio in English
// and French. Artist i has GENRES[i % 19] as its first genre, as the seed plans it.
import { GENRES } from '@spindle/domain';
import { demoCountry, frenchFrom } from './countries.ts';

/** An artist of the demo catalogue. */
export interface DemoArtist {
  name: string;
  /** ISO country code of the home town. */
  country: string;
  city: string;
  /** First genre = GENRES[index % GENRES.length]; sometimes a second one. */
  genreIds: number[];
  /** Year of the first record. */
  since: number;
  bio: { en: string; fr: string };
}

type Row = readonly [
  name: string,
  role: readonly [en: string, fr: string],
  city: string,
  country: string,
  since: number,
  hook: readonly [en: string, fr: string],
  secondGenre?: number,
];

// One block per genre, in GENRES order; block g supplies artists g, g + 19, g + 38...
// prettier-ignore
const BLOCKS: readonly (readonly Row[])[] = [
  [
    ['Nora Vale', ['an electronic producer', 'une productrice électronique'], 'Lyon', 'FR', 2014, ['builds slow-burning techno from modular synths and recordings of night trains', 'construit une techno lente à partir de synthés modulaires et d’enregistrements de trains de nuit']],
    ['Saltmarsh Radio', ['an electronic duo', 'un duo électronique'], 'Bristol', 'GB', 2017, ['folds dub basslines, field recordings and broken beats into late-night dance records', 'mêle basses dub, enregistrements de terrain et rythmes brisés dans des disques de fin de nuit'], 14],
    ['Yuki Aranami', ['a producer and DJ', 'une productrice et DJ'], 'Osaka', 'JP', 2016, ['makes bright, melodic house with vintage drum machines and a love of city pop', 'fait une house lumineuse et mélodique avec des boîtes à rythmes anciennes et un goût pour la city pop'], 17],
    ['Kessler Grid', ['an electronic trio', 'un trio électronique'], 'Leipzig', 'DE', 2011, ['plays hypnotic, hardware-only live sets that stretch one idea over twenty minutes', 'joue des lives hypnotiques, sans ordinateur, qui étirent une idée sur vingt minutes']],
    ['Coralline', ['an ambient composer', 'une compositrice ambient'], 'Marseille', 'FR', 2019, ['writes warm ambient pieces for synthesiser, harp and the sea outside her window', 'écrit des pièces ambient chaleureuses pour synthétiseur, harpe et la mer sous sa fenêtre'], 16],
  ],
  [
    ['The Juniper Lane', ['a country band', 'un groupe country'], 'Nashville', 'US', 2012, ['plays honky-tonk with two fiddles, a pedal steel and songs about leaving small towns', 'joue un honky-tonk à deux violons et pedal steel, avec des chansons sur les petites villes qu’on quitte']],
    ['Callie Mae Rourke', ['a singer-songwriter', 'une autrice-compositrice-interprète'], 'Austin', 'US', 2015, ['writes plain-spoken country songs about ranch work, road trips and second chances', 'écrit des chansons country sans détour sur le travail au ranch, la route et les secondes chances'], 4],
    ['Dusty Hollow Ramblers', ['a bluegrass quintet', 'un quintette bluegrass'], 'Asheville', 'US', 2009, ['keeps old-time bluegrass alive with fast banjo, close harmonies and a single microphone', 'fait vivre le bluegrass à l’ancienne : banjo rapide, harmonies serrées et un seul micro']],
    ['Wes Harlan', ['a singer and guitarist', 'un chanteur et guitariste'], 'Calgary', 'CA', 2013, ['sings outlaw country in a deep baritone over twangy Telecaster lines', 'chante une country outlaw d’une voix de baryton sur des lignes de guitare twang']],
    ['Prairie Static', ['a country-rock band', 'un groupe de country rock'], 'Tulsa', 'US', 2018, ['mixes desert-road country with fuzz guitars and three-part harmonies', 'mêle country des routes du désert, guitares fuzz et harmonies à trois voix'], 11],
  ],
  [
    ['Delta Hammond', ['a blues singer and organist', 'un chanteur et organiste de blues'], 'Memphis', 'US', 2008, ['plays greasy organ blues with a horn section and a voice like gravel', 'joue un blues à l’orgue bien gras, avec section de cuivres et une voix de gravier']],
    ['Rosa Blackwater', ['a blues guitarist', 'une guitariste de blues'], 'Chicago', 'US', 2013, ['plays electric Chicago blues on slide guitar, with songs she learned from her grandmother', 'joue un blues électrique de Chicago à la slide, avec des chansons apprises de sa grand-mère']],
    ['The Muddy Tides', ['a blues-rock trio', 'un trio de blues rock'], 'Glasgow', 'GB', 2016, ['plays loud, swampy blues-rock recorded live to tape in a church hall', 'joue un blues rock poisseux et puissant, enregistré live sur bande dans une salle paroissiale'], 11],
    ['Ellery Stokes', ['a singer and harmonica player', 'un chanteur et harmoniciste'], 'New Orleans', 'US', 2005, ['plays acoustic porch blues with harmonica, washboard and a twelve-string guitar', 'joue un blues acoustique de véranda avec harmonica, washboard et guitare douze cordes']],
    ['Cinder & Crow', ['a blues duo', 'un duo de blues'], 'Toulouse', 'FR', 2019, ['strips the blues back to a voice, a resonator guitar and a stomp box', 'ramène le blues à l’essentiel : une voix, une guitare résonateur et une stomp box'], 4],
  ],
  [
    ['Mara Quill', ['a singer-songwriter', 'une autrice-compositrice-interprète'], 'Galway', 'IE', 2015, ['writes sparse folk songs about islands, weather and the people who stay', 'écrit des chansons folk dépouillées sur les îles, la météo et ceux qui restent']],
    ['The Hollow Birches', ['a folk quartet', 'un quatuor folk'], 'Bergen', 'NO', 2012, ['arranges old Nordic ballads for fiddle, nyckelharpa and four voices', 'arrange de vieilles ballades nordiques pour violon, nyckelharpa et quatre voix'], 12],
    ['Élouan Rivière', ['a singer and guitarist', 'un chanteur et guitariste'], 'Brest', 'FR', 2017, ['sings Breton-tinged folk in French and English over open-tuned guitars', 'chante un folk aux accents bretons, en français et en anglais, sur des guitares en open tuning']],
    ['Willow & Ash', ['a folk duo', 'un duo folk'], 'Edinburgh', 'GB', 2014, ['sings close harmonies over banjo and cello about long walks and short winters', 'chante en harmonies serrées, sur banjo et violoncelle, les longues marches et les hivers courts']],
    ['Tomas Lindqvist', ['a guitarist and songwriter', 'un guitariste et auteur-compositeur'], 'Uppsala', 'SE', 2010, ['plays fingerpicked instrumental folk recorded in a wooden cabin', 'joue un folk instrumental en fingerpicking, enregistré dans une cabane en bois']],
  ],
  [
    ['Brass Monarchs', ['a ten-piece funk band', 'une formation funk de dix musiciens'], 'Oakland', 'US', 2010, ['plays tight, horn-driven funk built for long nights and sweaty rooms', 'joue un funk serré porté par les cuivres, taillé pour les longues nuits et les salles moites'], 10],
    ['Cosmo Delacroix', ['a bassist and bandleader', 'un bassiste et chef d’orchestre'], 'Paris', 'FR', 2013, ['leads a slap-bass funk outfit with clavinet, congas and a taste for outer space', 'mène un groupe de funk à la basse slap, avec clavinet, congas et un goût pour l’espace']],
    ['Groove Assembly Line', ['a funk collective', 'un collectif funk'], 'Detroit', 'US', 2016, ['cuts raw, breakbeat-heavy funk 45s on a four-track in a car workshop', 'grave des 45 tours de funk brut, riches en breakbeats, sur un quatre-pistes dans un garage automobile']],
    ['Lagos Heatwave', ['an afro-funk band', 'un groupe d’afro-funk'], 'Lagos', 'NG', 2014, ['fuses highlife guitars, funk horns and call-and-response vocals', 'fusionne guitares highlife, cuivres funk et chants en question-réponse'], 12],
    ['Velvet Switchboard', ['a boogie-funk trio', 'un trio de boogie funk'], 'Melbourne', 'AU', 2018, ['plays synth-heavy boogie with vocoder hooks and a drummer who never stops smiling', 'joue un boogie chargé en synthés, avec des refrains au vocoder et un batteur qui sourit sans arrêt'], 17],
  ],
  [
    ['Verse Cartography', ['a rapper and producer', 'un rappeur et producteur'], 'Marseille', 'FR', 2015, ['raps in French over dusty soul samples about the port city he grew up in', 'rappe en français sur des samples soul poussiéreux, à propos de la ville portuaire où il a grandi']],
    ['Jada Monroe', ['a rapper', 'une rappeuse'], 'Atlanta', 'US', 2017, ['delivers sharp, witty verses over booming 808s and jazz loops', 'livre des couplets vifs et pleins d’humour sur des 808 massives et des boucles jazz']],
    ['Northside Almanac', ['a hip hop crew', 'un crew hip hop'], 'Manchester', 'GB', 2012, ['trades verses over boom-bap beats built from charity-shop records', 'échange des couplets sur des beats boom bap construits à partir de disques de friperie']],
    ['Kenzo Ame', ['a beatmaker', 'un beatmaker'], 'Tokyo', 'JP', 2016, ['makes instrumental hip hop from rain sounds, koto samples and swung drums', 'compose un hip hop instrumental à partir de sons de pluie, de samples de koto et de batteries décalées'], 1],
    ['Crate Theory', ['a production duo', 'un duo de producteurs'], 'Brussels', 'BE', 2019, ['crafts lo-fi beats for late study sessions, with a guest on every track', 'fabrique des beats lo-fi pour réviser tard, avec un invité sur chaque titre'], 7],
  ],
  [
    ['Kofi Marlowe Trio', ['a jazz trio', 'un trio de jazz'], 'London', 'GB', 2011, ['plays spiritual jazz between West African polyrhythms and modal piano', 'joue un jazz spirituel, entre polyrythmies ouest-africaines et piano modal'], 12],
    ['Orchestre de la Lune Basse', ['a big band', 'un big band'], 'Bordeaux', 'FR', 2009, ['swings through original charts and forgotten film themes with seventeen musicians', 'swingue sur des compositions originales et des thèmes de films oubliés, à dix-sept musiciens']],
    ['Inês Caldeira', ['a saxophonist', 'une saxophoniste'], 'Lisbon', 'PT', 2014, ['plays warm tenor saxophone ballads touched by fado and bossa nova', 'joue des ballades au saxophone ténor teintées de fado et de bossa nova']],
    ['The Blue Hour Quartet', ['a jazz quartet', 'un quatuor de jazz'], 'New York', 'US', 2006, ['records late-night hard bop live in one take, with no overdubs', 'enregistre un hard bop nocturne en une seule prise, sans retouches']],
    ['Nilsa Amaral', ['a singer and pianist', 'une chanteuse et pianiste'], 'São Paulo', 'BR', 2016, ['sings standards and her own songs in Portuguese in a hushed, close voice', 'chante des standards et ses propres chansons en portugais, d’une voix douce et proche'], 12],
  ],
  [
    ['Neon Parish', ['a synth-pop band', 'un groupe de synthpop'], 'Montreal', 'CA', 2015, ['writes glossy synth-pop about long-distance love and night buses', 'écrit une synthpop brillante sur les amours à distance et les bus de nuit']],
    ['Clara Vey', ['a pop singer', 'une chanteuse pop'], 'Paris', 'FR', 2018, ['sings bilingual bedroom pop with big choruses and tiny drum machines', 'chante une bedroom pop bilingue aux grands refrains et aux toutes petites boîtes à rythmes']],
    ['Paper Satellites', ['a pop band', 'un groupe pop'], 'Stockholm', 'SE', 2013, ['makes bright guitar pop with handclaps and harmonies', 'fait une pop à guitares lumineuse, avec claps et harmonies'], 11],
    ['Milo Brightwater', ['a singer-songwriter', 'un auteur-compositeur-interprète'], 'Sydney', 'AU', 2016, ['writes piano-led pop songs about growing up by the coast', 'écrit des chansons pop au piano sur une jeunesse au bord de la côte']],
    ['Sunday Arcade', ['a pop duo', 'un duo pop'], 'Seoul', 'KR', 2019, ['blends Korean indie melodies with eighties synths and disco bass', 'mêle mélodies indé coréennes, synthés des années 80 et basses disco'], 17],
  ],
  [
    ['Amara Vale', ['an R&B singer', 'une chanteuse R&B'], 'London', 'GB', 2016, ['sings slow-burning R&B over warm Rhodes and minimal beats', 'chante un R&B langoureux sur un Rhodes chaleureux et des beats minimalistes']],
    ['Dorian Lake', ['a singer and producer', 'un chanteur et producteur'], 'Toronto', 'CA', 2014, ['makes late-night R&B with falsetto hooks and shimmering guitars', 'fait un R&B nocturne avec des refrains en voix de tête et des guitares scintillantes']],
    ['Silk Avenue', ['a vocal trio', 'un trio vocal'], 'Philadelphia', 'US', 2011, ['sings nineties-style R&B in three-part harmony', 'chante un R&B façon années 90 à trois voix'], 10],
    ['Naïma Soler', ['a singer', 'une chanteuse'], 'Lyon', 'FR', 2020, ['writes French-language R&B about city life and small victories', 'écrit un R&B en français sur la vie en ville et les petites victoires']],
  ],
  [
    ['Sister Saffron', ['a soul singer', 'une chanteuse soul'], 'Detroit', 'US', 2010, ['sings deep southern soul backed by horns and a gospel choir', 'chante une soul sudiste profonde, portée par des cuivres et un chœur gospel']],
    ['The Candlelight Revue', ['a soul revue', 'une revue soul'], 'Birmingham', 'GB', 2013, ['recreates sixties soul revues with matching suits and a twelve-piece band', 'fait revivre les revues soul des années 60, en costumes assortis, avec douze musiciens']],
    ['Harlan Reeves', ['a soul singer', 'un chanteur soul'], 'Memphis', 'US', 2008, ['sings heartbreak ballads in a voice trained in church', 'chante des ballades de cœur brisé d’une voix formée à l’église'], 3],
    ['Golden Hour Soul Club', ['a soul band', 'un groupe soul'], 'Madrid', 'ES', 2017, ['plays northern soul stompers and sweet ballads for dancers', 'joue des northern soul endiablés et des ballades douces pour les danseurs'], 5],
  ],
  [
    ['The Velvet Ferns', ['a psychedelic rock band', 'un groupe de rock psychédélique'], 'Leeds', 'GB', 2012, ['plays fuzzy psych-rock with twelve-string guitars and long instrumental jams', 'joue un rock psyché plein de fuzz, avec guitares douze cordes et longues improvisations']],
    ['Halden & the Tidewater', ['a rock band', 'un groupe de rock'], 'Portland', 'US', 2014, ['writes wide-open heartland rock about rivers, factories and late trains', 'écrit un rock aux grands espaces sur les rivières, les usines et les trains tardifs']],
    ['Basalt', ['a post-punk trio', 'un trio post-punk'], 'Berlin', 'DE', 2016, ['plays wiry, driving post-punk with a drum machine and a bass that leads', 'joue un post-punk nerveux et entêtant, avec boîte à rythmes et une basse qui mène']],
    ['Les Rivages Électriques', ['a garage rock band', 'un groupe de garage rock'], 'Rennes', 'FR', 2018, ['plays short, loud garage songs in French recorded in a rehearsal cellar', 'joue des chansons garage courtes et bruyantes en français, enregistrées dans une cave de répétition']],
  ],
  [
    ['Orquesta Tierra Alta', ['a cumbia orchestra', 'un orchestre de cumbia'], 'Bogotá', 'CO', 2011, ['plays psychedelic cumbia with accordion, gaitas and wah-wah guitar', 'joue une cumbia psychédélique avec accordéon, gaitas et guitare wah-wah']],
    ['Baobab Signal', ['a mandingue band', 'un groupe mandingue'], 'Dakar', 'SN', 2009, ['plays hypnotic Senegalese dance music with kora, sabar drums and electric guitar', 'joue une musique de danse sénégalaise hypnotique, avec kora, sabar et guitare électrique']],
    ['Zahra Benali', ['a singer and oud player', 'une chanteuse et joueuse d’oud'], 'Casablanca', 'MA', 2015, ['sings Andalusian songs with oud and a string quartet', 'chante des chansons arabo-andalouses avec oud et quatuor à cordes']],
    ['Addis Horizon', ['an Ethio-jazz ensemble', 'un ensemble d’éthio-jazz'], 'Addis Ababa', 'ET', 2013, ['plays Ethio-jazz in pentatonic modes with vibraphone and horns', 'joue un éthio-jazz en modes pentatoniques, avec vibraphone et cuivres'], 7],
  ],
  [
    ['Les Frères Baladin', ['a chanson duo', 'un duo de chanson'], 'Paris', 'FR', 2010, ['sings witty French chanson with accordion and double bass', 'chante une chanson française pleine d’esprit, avec accordéon et contrebasse']],
    ['Margaux Delorme', ['a singer', 'une chanteuse'], 'Nantes', 'FR', 2014, ['sings orchestral variety songs in the tradition of the great music halls', 'chante des chansons de variété orchestrales dans la tradition des grands music-halls']],
    ['Cabaret Minuit', ['a cabaret troupe', 'une troupe de cabaret'], 'Brussels', 'BE', 2016, ['performs torch songs and vaudeville numbers with a small orchestra', 'interprète torch songs et numéros de vaudeville avec un petit orchestre']],
    ['Tony Bellamare', ['a crooner', 'un crooner'], 'Naples', 'IT', 2008, ['sings Italian ballads and easy-listening classics with strings', 'chante des ballades italiennes et des classiques easy listening avec cordes']],
  ],
  [
    ['Roots Meridian', ['a roots reggae band', 'un groupe de reggae roots'], 'Kingston', 'JM', 2007, ['plays conscious roots reggae with a horn section and heavy bass', 'joue un reggae roots conscient, avec section de cuivres et basse lourde']],
    ['Lion Hill Sound', ['a dub sound system', 'un sound system dub'], 'London', 'GB', 2012, ['builds dub versions live at the mixing desk with tape echo and spring reverb', 'construit des versions dub en direct à la console, avec écho à bande et réverbération à ressort'], 1],
    ['Ayesha Grant', ['a reggae singer', 'une chanteuse reggae'], 'Spanish Town', 'JM', 2015, ['sings lovers rock over sweet rocksteady rhythms', 'chante un lovers rock sur de douces rythmiques rocksteady']],
    ['Sud Dub Unit', ['a dub collective', 'un collectif dub'], 'Montpellier', 'FR', 2014, ['mixes French dub, melodica and steppers rhythms', 'mélange dub français, mélodica et rythmes steppers']],
  ],
  [
    ['Quatuor Ardent', ['a string quartet', 'un quatuor à cordes'], 'Strasbourg', 'FR', 2009, ['plays Haydn, Ravel and new commissions with fierce precision', 'joue Haydn, Ravel et des créations nouvelles avec une précision farouche']],
    ['Elena Marchetti', ['a pianist', 'une pianiste'], 'Milan', 'IT', 2012, ['records Chopin nocturnes and Satie on a restored 1920s grand piano', 'enregistre des nocturnes de Chopin et du Satie sur un piano à queue restauré des années 1920']],
    ['Aurora Chamber Players', ['a chamber orchestra', 'un orchestre de chambre'], 'Helsinki', 'FI', 2006, ['performs Nordic symphonic works and baroque concertos on period instruments', 'interprète des œuvres nordiques et des concertos baroques sur instruments d’époque']],
    ['Jonas Verhoeven', ['a cellist', 'un violoncelliste'], 'Ghent', 'BE', 2015, ['plays the Bach suites and new works for solo cello', 'joue les suites de Bach et des œuvres nouvelles pour violoncelle seul']],
  ],
  [
    ['Field Notes Ensemble', ['an experimental ensemble', 'un ensemble expérimental'], 'Amsterdam', 'NL', 2013, ['composes for found objects, tape loops and bowed metal', 'compose pour objets trouvés, boucles de bande et métal frotté']],
    ['Ada Kestrel', ['a sound artist', 'une artiste sonore'], 'Reykjavík', 'IS', 2016, ['records glaciers, geysers and wind turbines and turns them into slow drones', 'enregistre glaciers, geysers et éoliennes pour en faire de lents drones'], 1],
    ['The Spoken Hours', ['a spoken-word project', 'un projet de poésie parlée'], 'Dublin', 'IE', 2018, ['sets poems read aloud to double bass, piano and rain', 'met en musique des poèmes lus, sur contrebasse, piano et pluie']],
    ['Machine Chorale', ['a vocal and electronic group', 'un groupe de voix et d’électronique'], 'Vienna', 'AT', 2017, ['arranges choral music for twelve voices and vintage vocoders', 'arrange de la musique chorale pour douze voix et vocodeurs anciens'], 15],
  ],
  [
    ['Mirrorball Society', ['a disco collective', 'un collectif disco'], 'New York', 'US', 2014, ['plays string-drenched disco with live percussion and a four-to-the-floor heart', 'joue un disco baigné de cordes, avec percussions live et un cœur à quatre temps'], 10],
    ['Paloma Starr', ['a disco singer', 'une chanteuse disco'], 'Madrid', 'ES', 2016, ['sings Spanish-language disco with horns and vocoder backing vocals', 'chante un disco en espagnol avec cuivres et chœurs au vocoder']],
    ['Boulevard Lumière', ['a disco band', 'un groupe disco'], 'Nice', 'FR', 2012, ['plays French-touch disco with talk box, strings and filtered loops', 'joue un disco french touch avec talk box, cordes et boucles filtrées'], 1],
    ['Night Shift Dancers', ['an Italo-disco duo', 'un duo d’italo disco'], 'Bologna', 'IT', 2018, ['makes Italo-disco with arpeggiated synths and melancholy choruses', 'fait de l’italo disco aux synthés arpégés et aux refrains mélancoliques']],
  ],
  [
    ['Ironwood Pyre', ['a doom metal band', 'un groupe de doom metal'], 'Gothenburg', 'SE', 2011, ['plays crushing, slow doom metal with folk melodies and a cello', 'joue un doom metal lent et écrasant, avec mélodies folk et violoncelle']],
    ['Cairn of Ash', ['a black metal band', 'un groupe de black metal'], 'Oslo', 'NO', 2013, ['plays atmospheric black metal about mountains, frost and old roads', 'joue un black metal atmosphérique sur les montagnes, le givre et les vieux chemins']],
    ['Thrashfield', ['a thrash metal band', 'un groupe de thrash metal'], 'Essen', 'DE', 2015, ['plays fast, riff-heavy thrash with gang vocals and guitar duels', 'joue un thrash rapide et chargé en riffs, avec chœurs scandés et duels de guitares']],
    ['Ossuary Bloom', ['a progressive metal band', 'un groupe de metal progressif'], 'Quebec City', 'CA', 2017, ['writes long progressive suites with odd meters and clean choruses', 'écrit de longues suites progressives aux mesures impaires et aux refrains en chant clair'], 11],
  ],
  [
    ['Celluloid Harbour', ['a film-scoring duo', 'un duo de compositeurs pour l’image'], 'Los Angeles', 'US', 2010, ['scores indie films and imaginary thrillers with analogue synths and strings', 'compose pour des films indépendants et des thrillers imaginaires, avec synthés analogiques et cordes'], 1],
    ['Éloïse Marchal', ['a composer', 'une compositrice'], 'Paris', 'FR', 2013, ['writes orchestral scores for documentaries about the sea and the mountains', 'écrit des partitions orchestrales pour des documentaires sur la mer et la montagne'], 15],
    ['Pixel Orchestra', ['a video game music ensemble', 'un ensemble de musique de jeu vidéo'], 'Kyoto', 'JP', 2016, ['arranges chiptune game themes for full orchestra', 'arrange des thèmes de jeux vidéo chiptune pour grand orchestre']],
    ['Matteo Ferrante', ['a composer', 'un compositeur'], 'Rome', 'IT', 2009, ['writes western and giallo-inspired scores with whistling, fuzz guitar and choir', 'écrit des musiques inspirées des westerns et des gialli, avec sifflements, guitare fuzz et chœur']],
  ],
];

/** Second sentence of a bio: how long and how much they have been releasing. */
function activity(since: number, index: number): { en: string; fr: string } {
  const releases = Math.max(1, Math.round((2025 - since) / 3) + (index % 2));
  const en =
    releases === 1
      ? `First record in ${since}; this is where it starts.`
      : `First record in ${since}; ${releases} releases to date.`;
  const fr =
    releases === 1
      ? `Premier disque en ${since} : tout commence ici.`
      : `Premier disque en ${since} ; ${releases} sorties à ce jour.`;
  return { en, fr };
}

/** A bio sentence pair for an artist living in `city` (of `countryCode`). */
export function artistBio(row: Row, index: number, city: string, countryCode: string): { en: string; fr: string } {
  const [name, role, , , since, hook] = row;
  const country = demoCountry(countryCode);
  const then = activity(since, index);
  return {
    en: `${name} is ${role[0]} from ${city}, ${country.en}, who ${hook[0]}. ${then.en}`,
    fr: `${name} est ${role[1]} ${frenchFrom(city)} (${country.fr}) qui ${hook[1]}. ${then.fr}`,
  };
}

/** Rows in artist order: block g gives artists g, g + 19, g + 38... */
function interleave(): { row: Row; genreId: number }[] {
  const rows: { row: Row; genreId: number }[] = [];
  const longest = Math.max(...BLOCKS.map((block) => block.length));
  for (let round = 0; round < longest; round += 1) {
    BLOCKS.forEach((block, genreIndex) => {
      const row = block[round];
      const genreId = GENRES[genreIndex]?.id;
      if (row && genreId !== undefined) rows.push({ row, genreId });
    });
  }
  return rows;
}

/** Artist rows in catalogue order (internal: the seed content adapts bios to the planned country). */
export const ARTIST_ROWS = interleave();

/** The demo artists: fictional, 84 of them, every genre covered at least four times. */
export const DEMO_ARTISTS: readonly DemoArtist[] = ARTIST_ROWS.map(({ row, genreId }, index) => {
  const [name, , city, country, since, , secondGenre] = row;
  return {
    name,
    country,
    city,
    genreIds: secondGenre && secondGenre !== genreId ? [genreId, secondGenre] : [genreId],
    since,
    bio: artistBio(row, index, city, country),
  };
});
