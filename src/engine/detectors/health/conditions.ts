/**
 * Medical conditions (diseases, disorders, symptoms a clinician records) in en, de, es, fr, it, nl
 * and pt, for the medical-condition detector. Written for this project (Apache-2.0, like the rest
 * of the repository); no outside source.
 *
 * One concept per row: the forms of each language separated by "|" in the order en|de|es|fr|it|nl|pt,
 * alternatives within a language by "/". A form starting with "?" is ambiguous (a common word in
 * some language or a sense outside medicine: "depression", "stroke", "gota" = drop, "gotta"): it
 * counts only with a clinical cue near (diagnosed, history of, leidet an, padece, atteint de...).
 * Abbreviations (COPD, BPCO, HIV) are matched in upper case only.
 */
export const CONDITION_ROWS = `
diabetes/diabetes mellitus/type 2 diabetes/type 1 diabetes/type ii diabetes/diabetes type 2/diabetes type 1/gestational diabetes|diabetes/diabetes mellitus/diabetes mellitus typ 2/diabetes mellitus typ 1/typ-2-diabetes/typ-1-diabetes/schwangerschaftsdiabetes/zuckerkrankheit|diabetes/diabetes mellitus/diabetes tipo 2/diabetes tipo 1/diabetes gestacional/diabetes mellitus tipo 2|diabète/diabète de type 2/diabète de type 1/diabète gestationnel/diabète sucré|diabete/diabete mellito/diabete di tipo 2/diabete tipo 2/diabete gestazionale|diabetes/diabetes mellitus/diabetes type 2/zwangerschapsdiabetes/suikerziekte|diabetes/diabetes mellitus/diabetes tipo 2/diabetes gestacional
hypertension/high blood pressure/arterial hypertension|hypertonie/bluthochdruck/arterielle hypertonie|hipertensión/hipertensión arterial/HTA|hypertension/hypertension artérielle/HTA|ipertensione/ipertensione arteriosa|hypertensie/hoge bloeddruk|hipertensão/hipertensão arterial
hypotension/low blood pressure|hypotonie/niedriger blutdruck|hipotensión|hypotension|ipotensione|hypotensie/lage bloeddruk|hipotensão
asthma/bronchial asthma|asthma/asthma bronchiale|asma/asma bronquial|asthme|asma/asma bronchiale|astma|asma
COPD/chronic obstructive pulmonary disease/emphysema|COPD/chronisch obstruktive lungenerkrankung/lungenemphysem|EPOC/enfermedad pulmonar obstructiva crónica/enfisema|BPCO/bronchopneumopathie chronique obstructive/emphysème|BPCO/broncopneumopatia cronica ostruttiva/enfisema|COPD/longemfyseem|DPOC/doença pulmonar obstrutiva crónica/doença pulmonar obstrutiva crônica/enfisema
pneumonia/community-acquired pneumonia/aspiration pneumonia|pneumonie/lungenentzündung|neumonía/neumonía adquirida en la comunidad|pneumonie/pneumopathie|polmonite|longontsteking/pneumonie|pneumonia
bronchitis|bronchitis|bronquitis|bronchite|bronchite|bronchitis|bronquite
tuberculosis|tuberkulose|tuberculosis|tuberculose|tubercolosi|tuberculose|tuberculose
influenza/?flu|grippe/influenza|gripe|grippe|influenza|griep|gripe
COVID-19/COVID/long covid|COVID-19/long covid|COVID-19/covid persistente|COVID-19/covid long|COVID-19/long covid|COVID-19/long covid|COVID-19
heart failure/congestive heart failure/cardiac failure|herzinsuffizienz/herzschwäche|insuficiencia cardíaca/insuficiencia cardiaca|insuffisance cardiaque|scompenso cardiaco/insufficienza cardiaca|hartfalen/hartfalen|insuficiência cardíaca/insuficiência cardiaca
atrial fibrillation/afib|vorhofflimmern|fibrilación auricular|fibrillation auriculaire/fibrillation atriale|fibrillazione atriale|boezemfibrilleren/atriumfibrilleren|fibrilhação auricular/fibrilação atrial
myocardial infarction/heart attack/?infarction|herzinfarkt/myokardinfarkt|infarto/infarto de miocardio/infarto agudo de miocardio|infarctus/infarctus du myocarde|infarto/infarto miocardico/infarto del miocardio|hartinfarct/hartaanval|enfarte/enfarte do miocárdio/infarto do miocárdio
angina/angina pectoris|angina pectoris|angina/angina de pecho|angine de poitrine|angina pectoris|angina pectoris|angina/angina de peito
coronary artery disease/coronary heart disease|koronare herzkrankheit/KHK|enfermedad coronaria/cardiopatía isquémica|maladie coronarienne/coronaropathie|cardiopatia ischemica/coronaropatia|coronaire hartziekte|doença coronária
?stroke/cerebral infarction|schlaganfall/hirninfarkt|ictus/accidente cerebrovascular|accident vasculaire cérébral/AVC|ictus/ischemia cerebrale|beroerte/herseninfarct|acidente vascular cerebral/AVC
arrhythmia|herzrhythmusstörung/arrhythmie|arritmia|arythmie|aritmia|hartritmestoornis/aritmie|arritmia
deep vein thrombosis/thrombosis|thrombose/tiefe venenthrombose|trombosis/trombosis venosa profunda|thrombose/phlébite|trombosi/trombosi venosa profonda|trombose|trombose
pulmonary embolism|lungenembolie|embolia pulmonar|embolie pulmonaire|embolia polmonare|longembolie|embolia pulmonar
anemia/anaemia|anämie/blutarmut|anemia|anémie|anemia|bloedarmoede/anemie|anemia
chronic kidney disease/kidney failure/renal failure/renal insufficiency|niereninsuffizienz/nierenversagen/chronische nierenerkrankung|insuficiencia renal/enfermedad renal crónica|insuffisance rénale|insufficienza renale|nierinsufficiëntie/nierfalen|insuficiência renal/doença renal crónica
urinary tract infection/UTI|harnwegsinfekt/harnwegsinfektion|infección urinaria/infección del tracto urinario|infection urinaire|infezione delle vie urinarie/infezione urinaria|urineweginfectie/blaasontsteking|infeção urinária/infecção urinária
hepatitis/hepatitis b/hepatitis c|hepatitis|hepatitis|hépatite|epatite|hepatitis/leverontsteking|hepatite
cirrhosis/liver cirrhosis|leberzirrhose|cirrosis/cirrosis hepática|cirrhose|cirrosi/cirrosi epatica|levercirrose|cirrose/cirrose hepática
HIV/AIDS|HIV/AIDS|VIH/sida|VIH/sida|HIV/AIDS|HIV/AIDS|VIH/sida
cancer/breast cancer/lung cancer/prostate cancer/colon cancer/colorectal cancer/skin cancer|?krebs/brustkrebs/lungenkrebs/prostatakrebs/darmkrebs/hautkrebs/mammakarzinom/bronchialkarzinom|cáncer/cáncer de mama/cáncer de pulmón/cáncer de próstata/cáncer de colon|cancer du sein/cancer du poumon/cancer de la prostate/cancer du côlon|cancro/tumore/cancro al seno/tumore al seno/cancro ai polmoni|kanker/borstkanker/longkanker/prostaatkanker/darmkanker|cancro/câncer/cancro da mama/câncer de mama/cancro do pulmão
leukemia/leukaemia|leukämie|leucemia|leucémie|leucemia|leukemie|leucemia
lymphoma|lymphom|linfoma|lymphome|linfoma|lymfoom|linfoma
melanoma|melanom|melanoma|mélanome|melanoma|melanoom|melanoma
?depression/major depression/depressive disorder|depression/depressive störung|depresión|dépression|depressione|depressie|depressão
anxiety disorder/generalized anxiety disorder/panic disorder|angststörung/panikstörung|trastorno de ansiedad|trouble anxieux|disturbo d'ansia|angststoornis|perturbação de ansiedade/transtorno de ansiedade
bipolar disorder|bipolare störung|trastorno bipolar|trouble bipolaire|disturbo bipolare|bipolaire stoornis|perturbação bipolar/transtorno bipolar
schizophrenia|schizophrenie|esquizofrenia|schizophrénie|schizofrenia|schizofrenie|esquizofrenia
PTSD/post-traumatic stress disorder|PTBS/posttraumatische belastungsstörung|TEPT/trastorno de estrés postraumático|TSPT/trouble de stress post-traumatique|PTSD/disturbo post-traumatico da stress|PTSS/posttraumatische stressstoornis|PSPT/perturbação de stress pós-traumático
ADHD|ADHS|TDAH|TDAH|ADHD|ADHD|PHDA/TDAH
autism/autism spectrum disorder|autismus|autismo/trastorno del espectro autista|autisme|autismo|autisme|autismo
dyslexia|legasthenie/dyslexie|dislexia|dyslexie|dislessia|dyslexie|dislexia
dementia|demenz|demencia|démence|demenza|dementie|demência
alzheimer's disease/alzheimer's|?alzheimer/alzheimer-krankheit|alzhéimer/enfermedad de alzheimer|maladie d'alzheimer|morbo di alzheimer/?alzheimer|ziekte van alzheimer/?alzheimer|doença de alzheimer/?alzheimer
parkinson's disease/parkinson's|?parkinson/morbus parkinson/parkinson-krankheit|párkinson/enfermedad de parkinson|maladie de parkinson|morbo di parkinson/?parkinson|ziekte van parkinson|doença de parkinson
multiple sclerosis|multiple sklerose|esclerosis múltiple|sclérose en plaques|sclerosi multipla|multiple sclerose|esclerose múltipla
epilepsy|epilepsie|epilepsia|épilepsie|epilessia|epilepsie|epilepsia
migraine|migräne|migraña/jaqueca|migraine|emicrania|migraine|enxaqueca
arthritis/rheumatoid arthritis/osteoarthritis|arthritis/rheumatoide arthritis/arthrose|artritis/artritis reumatoide/artrosis|arthrite/polyarthrite rhumatoïde/arthrose|artrite/artrite reumatoide/artrosi|artritis/reumatoïde artritis/artrose|artrite/artrite reumatoide/artrose
?gout|gicht|?gota|goutte|?gotta|jicht|?gota
osteoporosis|osteoporose|osteoporosis|ostéoporose|osteoporosi|osteoporose|osteoporose
low back pain/lumbago|lumbago/kreuzschmerzen|lumbalgia/lumbago|lombalgie/lumbago|lombalgia|lage rugpijn|lombalgia/lumbago
chest pain|brustschmerzen/thoraxschmerzen|dolor torácico|douleur thoracique|dolore toracico|pijn op de borst/thoracale pijn|dor torácica
dyspnea/dyspnoea/shortness of breath|dyspnoe/atemnot|disnea|dyspnée|dispnea|dyspneu/kortademigheid|dispneia
obesity|adipositas/fettleibigkeit|obesidad|obésité|obesità|obesitas|obesidade
hypothyroidism|hypothyreose/schilddrüsenunterfunktion|hipotiroidismo|hypothyroïdie|ipotiroidismo|hypothyreoïdie|hipotiroidismo
hyperthyroidism|hyperthyreose/schilddrüsenüberfunktion|hipertiroidismo|hyperthyroïdie|ipertiroidismo|hyperthyreoïdie|hipertiroidismo
hypercholesterolemia/high cholesterol|hypercholesterinämie|hipercolesterolemia|hypercholestérolémie|ipercolesterolemia|hypercholesterolemie|hipercolesterolemia
celiac disease/coeliac disease|zöliakie|celiaquía/enfermedad celíaca|maladie cœliaque|celiachia|coeliakie|doença celíaca
crohn's disease|morbus crohn|enfermedad de crohn|maladie de crohn|morbo di crohn|ziekte van crohn|doença de crohn
ulcerative colitis|colitis ulcerosa|colitis ulcerosa|rectocolite hémorragique|colite ulcerosa|colitis ulcerosa|colite ulcerosa
irritable bowel syndrome|reizdarmsyndrom|síndrome del intestino irritable|syndrome de l'intestin irritable|sindrome dell'intestino irritabile|prikkelbaredarmsyndroom|síndrome do intestino irritável
gastritis|gastritis|gastritis|gastrite|gastrite|gastritis|gastrite
appendicitis|blinddarmentzündung/appendizitis|apendicitis|appendicite|appendicite|blindedarmontsteking|apendicite
sepsis|sepsis|sepsis|sepsis/septicémie|sepsi|sepsis|sépsis/sepse
psoriasis|psoriasis/schuppenflechte|psoriasis|psoriasis|psoriasi|psoriasis|psoríase
eczema/atopic dermatitis|ekzem/neurodermitis|eccema/dermatitis atópica|eczéma/dermatite atopique|eczema/dermatite atopica|eczeem|eczema/dermatite atópica
allergy/hay fever|allergie/heuschnupfen|alergia|allergie|allergia|allergie/hooikoorts|alergia
insomnia|schlaflosigkeit/insomnie|insomnio|insomnie|insonnia|slapeloosheid/insomnia|insónia/insônia
sleep apnea/sleep apnoea|schlafapnoe|apnea del sueño|apnée du sommeil|apnea notturna|slaapapneu|apneia do sono
glaucoma|glaukom/grüner star|glaucoma|glaucome|glaucoma|glaucoom|glaucoma
cataract|katarakt/grauer star|catarata|cataracte|cataratta|cataract/staar|catarata
measles|masern|sarampión|rougeole|morbillo|mazelen|sarampo
chickenpox|windpocken|varicela|varicelle|varicella|waterpokken|varicela
malaria|malaria|malaria|paludisme|malaria|malaria|malária
hernia|hernie/leistenbruch|hernia|hernie|ernia|hernia/liesbreuk|hérnia
anorexia/anorexia nervosa/bulimia|anorexie/magersucht/bulimie|anorexia/bulimia|anorexie/boulimie|anoressia/bulimia|anorexia/boulimia|anorexia/bulimia
alcoholism/alcohol use disorder|alkoholismus/alkoholabhängigkeit|alcoholismo|alcoolisme|alcolismo|alcoholisme/alcoholverslaving|alcoolismo
`;
